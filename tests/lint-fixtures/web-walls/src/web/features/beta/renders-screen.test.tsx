// Allowed: a test may render another feature's screen (the page a flow ends on).
import { AlphaPage } from '../alpha/alpha-page.tsx';

export const renderedPage = AlphaPage;
