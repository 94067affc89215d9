/** A built index.html as Vite writes it, with the title and description the server replaces per page. */
export const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Built title</title>
  </head>
  <body><div id="root"><div role="status">Loading...</div></div></body>
</html>`;
