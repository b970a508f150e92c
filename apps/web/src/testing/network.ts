import { setupServer } from 'msw/node';

/**
 * The network under the web components' tests: fetch goes out as in the browser and a test says
 * what the server answers (`network.use(http.get('/api/...', () => HttpResponse.json(...)))`).
 */
export const network = setupServer();
