/** Thrown by a loader for an address that names nothing (the route's error element shows not-found). */
export function notFound(): Response {
  return new Response('Not found', { status: 404, statusText: 'Not Found' });
}
