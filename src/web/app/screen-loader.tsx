import { Busy } from '../components/busy.tsx';

/** Shown while a screen's code downloads. */
export const screenLoader = <Busy label="Betöltés…" mih="50vh" />;
