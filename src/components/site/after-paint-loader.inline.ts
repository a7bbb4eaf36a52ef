// The loader's entry: the build bundles it on its own and writes it into the page after the
// scripts it lists (integrations/page-scripts.ts). A module has no currentScript: it finds its
// list on its own tag.
import { AFTER_PAINT_ATTRIBUTE } from '../../lib/after-paint.ts';
import { requestAfterPaint } from './after-paint-loader.ts';

const list = document
  .querySelector(`script[${AFTER_PAINT_ATTRIBUTE}]`)
  ?.getAttribute(AFTER_PAINT_ATTRIBUTE);
requestAfterPaint(list ? list.split(' ') : []);
