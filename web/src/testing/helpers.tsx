/**
 * Small helpers the component tests share: a JSON response as the server sends one (for a `fetch`
 * replaced with `vi.stubGlobal`), an element showing where the router is, and a family tree chart card.
 */
import { useLocation } from 'react-router';
import type { ChartPerson } from '@heirloom/common/contracts/family-tree-chart';

/** A JSON response with `status` (200 by default) and the server's content type. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Shows the router's current path and query (test id "address"), so a test sees where a form led. */
export function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

/** A chart card for tests: `id` and `name`, no surname, dates, photo or voice, living unknown. */
export const chartPerson = (id: string, name: string): ChartPerson => ({
  id,
  name,
  givenNames: name,
  surname: '',
  nickname: '',
  sex: null,
  living: 'unknown',
  birthDate: null,
  deathDate: null,
  birthYear: null,
  deathYear: null,
  photoItemId: null,
  hasVoice: false,
  linkedUserId: null,
});
