/** The payment service under /payment (GraphQL). */
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { serveGraphQL } from '../http.ts';
import { runPaymentQuery } from './schema.ts';

export function paymentRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  serveGraphQL(app, context, (uid, query, variables, operationName) => runPaymentQuery(context, uid, query, variables, operationName));
  return app;
}
