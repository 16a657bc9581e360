/** The design system's look of a native `<select>`, as tall as an `Input` (44 px, a touch target). */
export const selectClasses = 'h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink';
