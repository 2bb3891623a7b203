// sharp and the image build's settings, loaded when a photo is first checked or encoded rather than
// at start-up: libvips costs the server about 23 MB of resident memory it would otherwise hold idle
// (the embedded default's budget is 300 MB, decision 027).
import type Sharp from 'sharp';
import type * as BuildImages from '../../../scripts/images/build-images-lib.mjs';

let loaded: Promise<{ sharp: typeof Sharp; build: typeof BuildImages }> | undefined;

export function loadImageLibraries() {
  loaded ??= Promise.all([import('sharp'), import('../../../scripts/images/build-images-lib.mjs')]).then(
    ([sharp, build]) => ({ sharp: sharp.default, build }),
  );
  return loaded;
}
