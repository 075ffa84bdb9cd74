// A site's modules import their stylesheets, images and fonts for the bundler (import './step.css'),
// which Node cannot load: the command line reads the site's definition and step types, not their
// look, so each such import is an empty module here (its default export an empty string, as a
// bundler's URL of an asset would be).
const ASSET = /\.(css|scss|sass|less|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|mp4|webm)$/i;

export async function load(url, context, nextLoad) {
  if (ASSET.test(new URL(url).pathname)) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return nextLoad(url, context);
}
