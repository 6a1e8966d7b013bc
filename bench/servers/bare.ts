import Fastify from 'fastify';

// The baseline: a bare Fastify route answering a small JSON body, with no plugins.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({
  user: { id: '00000000-0000-0000-0000-000000000000', name: 'Bare', email: 'b@e.x' },
}));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`LISTENING http://127.0.0.1:${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
