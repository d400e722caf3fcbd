// Refused: another feature's screen, outside app/ and tests.
import { AlphaPage } from '../alpha/alpha-page.tsx';

export const borrowedPage = AlphaPage;
