/**
 * The baseline of bench/api.ts: a bare graphql-yoga `{ hello }` behind Hono on Node, with no
 * middleware, authentication or limits, so the table shows what the product's stack adds.
 */
import { serve } from '@hono/node-server';
import { createSchema, createYoga } from 'graphql-yoga';
import { Hono } from 'hono';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
  graphqlEndpoint: '/graphql',
  logging: false,
});
const app = new Hono();
app.on(['GET', 'POST'], '/graphql', (c) => yoga.fetch(c.req.raw));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ url: `http://127.0.0.1:${info.port}` });
});
// The parent asks for this process's CPU time around each row: CPU per request is the figure
// that survives a busy machine, where req/s mostly measures the neighbours.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
