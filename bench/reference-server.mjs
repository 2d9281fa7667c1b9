// The reference of the API benchmark: the same bytes as the real answer, from a bare node:http server.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.REFERENCE_BODY ?? '');
const type = process.env.REFERENCE_TYPE ?? 'application/json; charset=utf-8';

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': type, 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT ?? 3901), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
