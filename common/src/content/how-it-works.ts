/**
 * How It Works (docs/product/overview.md "How It Works"; docs/product/messages-and-delivery.md
 * "Delivery protection"): the three steps and the three protection steps, as /how-it-works and
 * /military-families tell them. The protection's timing is the scheduler's own
 * (domain/delivery-protection.ts).
 */
import { STEP_LEAD_MS } from '../domain/delivery-protection';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (ms: number) => ms / DAY_MS;

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Record or upload a message, and name who should hear it',
    detail:
      'Record your voice or a video in the browser, upload a recording you already have, or write a letter. Add each recipient with their name and e-mail address.',
  },
  {
    title: 'Pick the delivery moment',
    detail:
      'A date and time in your time zone — a birthday, a graduation, a wedding, or any day years from now. Until then the message waits, private to you.',
  },
  {
    title: 'Change anything, at any time, while you are here',
    detail:
      'Edit the message, add or remove recipients, move the date, postpone it or cancel it. Nothing is final until the day it is delivered.',
  },
] as const;

export const DELIVERY_PROTECTION_STEPS = [
  {
    title: `${daysBefore(STEP_LEAD_MS.reminder)} days before: a reminder`,
    detail: 'We e-mail you the plan, with one-click buttons to keep it, change or add to the message, or postpone it.',
  },
  {
    title: `${daysBefore(STEP_LEAD_MS.check)} day before: "are you still here?"`,
    detail: 'With no answer to the reminder, a second e-mail checks in with the same choices.',
  },
  {
    title: 'On the day: delivery',
    detail:
      'With still no answer, the message is delivered exactly as you left it: each recipient gets an e-mail with a private link, no account needed.',
  },
] as const;
