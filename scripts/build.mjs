// `pnpm build`: the production build of the app and the API bundle (see build-product.mjs).
import { buildProduct } from './build-product.mjs';

await buildProduct();
