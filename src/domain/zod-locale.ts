// Zod's own messages (wrong type, unknown key, ...) in Hungarian; our schemas carry the spec's texts.
// Only the Hungarian locale is imported, so the browser bundle does not carry the other languages.
import { z } from 'zod';
import hu from 'zod/v4/locales/hu.js';

z.config(hu());
