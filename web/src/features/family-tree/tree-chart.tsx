/**
 * The interactive chart (docs/product/family-tree.md "The chart";
 * docs/decisions/008-family-tree-chart.md): the focused generations laid out by chart-layout.ts,
 * panned and zoomed with d3-zoom (drag, wheel, pinch; + − and arrow keys; the buttons), only the
 * cards inside the visible area drawn. A card shows the photo, name, years and a voice badge;
 * clicking it (or Enter on it) makes that person the focus.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { Crosshair, Mic, Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { personName, type ChartFocus } from '@heirloom/common/contracts/family-tree-chart';
import { Button } from '../../components/ui/button';
import { boxOf, CARD, focusFamilyCards, layoutFocus, type ChartView, type PlacedCard } from './chart-layout';
import { photoUrl } from './family-tree-queries';
import { lifeSpan, livingWord } from './person-format';

interface TreeChartProps {
  treeId: string;
  focus: ChartFocus;
  view: ChartView;
  onFocus: (personId: string) => void;
}

/** The zoom the chart opens at: a card's smallest text (the years, 12 px) stays 12 px on screen. */
const READABLE_SCALE = 1;

/** Cards this far outside the visible area are still drawn, so panning never shows a gap. */
const MARGIN = 200;

function PersonCard({
  card,
  treeId,
  isFocus,
  onFocus,
}: {
  card: PlacedCard;
  treeId: string;
  isFocus: boolean;
  onFocus: () => void;
}) {
  const { person } = card;
  const name = personName(person);
  const span = lifeSpan(person);
  const textX = person.photoItemId ? 68 : 14;
  const lines = nameLines(name, person.photoItemId ? 14 : 20);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onFocus();
    }
  };
  return (
    <g
      transform={`translate(${card.x},${card.y})`}
      role="button"
      tabIndex={0}
      aria-label={`${name}${span ? `, ${span}` : ''}${person.hasVoice ? ', voice kept' : ''}${isFocus ? ' (in focus)' : '. Show their family'}`}
      aria-current={isFocus ? 'true' : undefined}
      data-person-id={person.id}
      className="cursor-pointer outline-none [&:focus-visible>rect]:stroke-[3px] [&:focus-visible>rect]:stroke-ink"
      onClick={onFocus}
      onKeyDown={onKeyDown}
    >
      <rect
        width={CARD.width}
        height={CARD.height}
        rx={12}
        className={isFocus ? 'fill-accent/10 stroke-accent' : 'fill-white stroke-line'}
        strokeWidth={isFocus ? 2 : 1}
      />
      {person.photoItemId && (
        <>
          <clipPath id={`photo-${person.id}`}>
            <circle cx={38} cy={CARD.height / 2} r={24} />
          </clipPath>
          <image
            href={photoUrl(treeId, person.photoItemId)}
            x={14}
            y={CARD.height / 2 - 24}
            width={48}
            height={48}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#photo-${person.id})`}
          />
        </>
      )}
      <text x={textX} y={lines.length > 1 ? 24 : 30} className="fill-ink text-[14px] font-semibold">
        {lines.map((line, index) => (
          <tspan key={index} x={textX} dy={index === 0 ? 0 : 18}>
            {line}
          </tspan>
        ))}
      </text>
      <text x={textX} y={lines.length > 1 ? 62 : 52} className="fill-ink-soft text-[12px]">
        {span || livingWord(person) || ' '}
      </text>
      {person.hasVoice && (
        <g transform={`translate(${CARD.width - 30},8)`} data-testid="voice-badge">
          <title>Voice kept</title>
          <circle cx={11} cy={11} r={11} className="fill-accent" />
          <Mic x={4} y={4} width={14} height={14} color="white" aria-hidden />
        </g>
      )}
    </g>
  );
}

/**
 * A name on a card: one line when it fits in `width` characters, else two broken between words
 * (a long name keeps its surname in sight), the second cut with "…" when even that is too long.
 */
function nameLines(name: string, width: number): string[] {
  if (name.length <= width) return [name];
  const words = name.split(' ');
  let first = words.shift()!;
  while (words.length > 0 && `${first} ${words[0]}`.length <= width) first = `${first} ${words.shift()}`;
  const cut = (line: string) => (line.length > width ? `${line.slice(0, width - 1)}…` : line);
  return words.length > 0 ? [cut(first), cut(words.join(' '))] : [cut(first)];
}

export function TreeChart({ treeId, focus, view, onFocus }: TreeChartProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const layout = useMemo(() => layoutFocus(focus, view), [focus, view]);

  useEffect(() => {
    const svg = svgRef.current!;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.2, 2.5])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    zoomRef.current = behavior;
    select(svg).call(behavior).on('dblclick.zoom', null);
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry!.contentRect.width, height: entry!.contentRect.height }),
    );
    observer.observe(svg);
    return () => {
      observer.disconnect();
      select(svg).on('.zoom', null);
    };
  }, []);

  /**
   * Opens at zoom 1, where card text is 12 px and more, and shows as much as fits at that size: every
   * card; else the focus person's own family (parents, partners, children); else (a phone) the focus
   * person in the middle with their family's rows. Fewer generations, never smaller text.
   */
  const center = () => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current || !size.width || !layout.cards.length) return;
    const padding = 24;
    const fits = (box: ReturnType<typeof boxOf>) =>
      box.right - box.left <= size.width - 2 * padding && box.bottom - box.top <= size.height - 2 * padding;
    const all = boxOf(layout.cards);
    const family = boxOf(focusFamilyCards(layout, focus));
    const focusCard = layout.cards.find((card) => card.person.id === focus.focusId)!;
    const box = fits(all) ? all : family;
    const cx = fits(box) ? (box.left + box.right) / 2 : focusCard.x + CARD.width / 2;
    const cy = (box.top + box.bottom) / 2;
    const next = zoomIdentity
      .translate(size.width / 2, size.height / 2)
      .scale(READABLE_SCALE)
      .translate(-cx, -cy);
    select(svg).call(zoomRef.current.transform, next);
  };
  // A new focus, view or width fits the family into view again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- center reads the current layout and size
  useEffect(center, [layout, size.width]);

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  };
  const panBy = (dx: number, dy: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.translateBy, dx, dy);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      '+': () => zoomBy(1.25),
      '=': () => zoomBy(1.25),
      '-': () => zoomBy(0.8),
      ArrowLeft: () => panBy(60 / transform.k, 0),
      ArrowRight: () => panBy(-60 / transform.k, 0),
      ArrowUp: () => panBy(0, 60 / transform.k),
      ArrowDown: () => panBy(0, -60 / transform.k),
      '0': center,
    };
    const move = moves[event.key];
    if (move && event.target === event.currentTarget) {
      event.preventDefault();
      move();
    }
  };

  const [left, top] = transform.invert([-MARGIN, -MARGIN]);
  const [right, bottom] = transform.invert([size.width + MARGIN, size.height + MARGIN]);
  const visible = layout.cards.filter(
    (card) => card.x + CARD.width >= left && card.x <= right && card.y + CARD.height >= top && card.y <= bottom,
  );
  return (
    <div className="relative overflow-hidden border-y border-line bg-paper-deep sm:rounded-2xl sm:border-x">
      <svg
        ref={svgRef}
        className="block h-[60vh] min-h-[360px] w-full touch-none outline-none focus-visible:ring-2 focus-visible:ring-accent"
        tabIndex={0}
        role="group"
        aria-label={`Family chart of ${layout.cards.length} people. Drag or use the arrow keys to move, + and − to zoom, 0 to centre.`}
        onKeyDown={onKeyDown}
        data-testid="tree-chart"
        data-drawn={visible.length}
      >
        <g transform={transform.toString()}>
          <g className="fill-none stroke-ink-soft/60" strokeWidth={1.5}>
            {layout.lines.map((line) => (
              <path key={line.key} d={line.d} />
            ))}
          </g>
          {visible.map((card) => (
            <PersonCard
              key={card.person.id}
              card={card}
              treeId={treeId}
              isFocus={card.person.id === focus.focusId}
              onFocus={() => onFocus(card.person.id)}
            />
          ))}
        </g>
      </svg>
      <div className="absolute right-3 bottom-3 flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
          <Plus className="size-4" aria-hidden />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => zoomBy(0.8)} aria-label="Zoom out">
          <Minus className="size-4" aria-hidden />
        </Button>
        <Button variant="secondary" size="sm" onClick={center} aria-label="Centre on the focus person">
          <Crosshair className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
