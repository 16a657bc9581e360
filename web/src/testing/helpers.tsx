/**
 * Small helpers the component tests share: a JSON response as the server sends one (for a `fetch`
 * replaced with `vi.stubGlobal`), and an element showing where the router is.
 */
import { useLocation } from 'react-router';

/** A JSON response with `status` (200 by default) and the server's content type. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Shows the router's current path and query (test id "address"), so a test sees where a form led. */
export function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}
