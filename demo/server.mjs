/** `node demo/server.mjs`: the demo on PORT (default 8080). */
import { createDemo } from './app.mjs';

const port = Number(process.env.PORT) || 8080;
createDemo().listen(port, () => {
  console.log(`Demo: http://localhost:${port}`);
});
