// `npm start`: the demo storefront (demo/) with the reference server mounted on the same origin.
// `npm run build`: the minified library (dist/), one ES module per entry point, Lit bundled in.
import { defineConfig, type Plugin } from 'vite';
import { createReferenceHandler } from './src/reference/handler.ts';
import { toNodeListener } from './src/reference/node.ts';

function referenceServer(): Plugin {
  return {
    name: 'storefront-reference-server',
    configureServer(server) {
      const latencyMs = Number(process.env.REFERENCE_LATENCY ?? 0);
      server.middlewares.use(toNodeListener(createReferenceHandler({ latencyMs })));
    },
    configurePreviewServer(server) {
      server.middlewares.use(toNodeListener(createReferenceHandler()));
    },
  };
}

export default defineConfig(({ command }) =>
  command === 'serve'
    ? {
        root: 'demo',
        plugins: [referenceServer()],
        server: {
          port: Number(process.env.PORT ?? 5173),
          host: process.env.HOST ?? 'localhost',
          open: false,
        },
      }
    : {
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          minify: true,
          sourcemap: true,
          target: 'es2022',
          lib: {
            entry: {
              'storefront-elements': 'src/index.ts',
              api: 'src/api/index.ts',
            },
            formats: ['es'],
          },
        },
      },
);
