// Generated from the OpenAPI document by src/server/test/api-client.ts (openapi-typescript); do not edit.
// Regenerate: npx vitest run --project server-pglite src/server/test/api-client.test.ts -u
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Az alkalmazás és az adatbázis állapota */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Kiszolgálhat-e ez a példány: adatbázis, Redis, fájltároló, levelek sora
     * @description A terheléselosztó ezt kérdezze: 503, amíg a példány indul (az első indulás demo adatai készülnek), leáll, vagy az adatbázis vagy a fájltároló nem érhető el.
     */
    get: operations['getHealthReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      error: {
        code: string;
        message: string;
        fields?: {
          path: string;
          message: string;
        }[];
        details?: {
          [key: string]: unknown;
        };
        requestId: string;
      };
    };
  };
  responses: {
    /** @description Érvénytelen kérés: `validation_error` (minden hibás mező a `fields` listában, magyar üzenettel), `invalid_json`, vagy a művelet saját kódja. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nincs érvényes bejelentkezés (`unauthorized`). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A kérés nem engedélyezett: más szerepkör (`forbidden`), hiányzó hitelesítő alkalmazás (`two_factor_setup_required`), lecserélendő ideiglenes jelszó (`password_change_required`), befejezetlen beléptetés (`onboarding_required`), vagy más webhelyről érkezett módosítás (`forbidden_origin`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nincs ilyen elem, vagy a kérdező nem láthatja: a kettő ugyanaz a válasz (`not_found`). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A keresés túl sokáig tartott (`query_timeout`): szűkebb feltételekkel érdemes újra kérni. */
    QueryTimeout: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Túl sok kérés; a `Retry-After` fejléc mondja meg, hány másodperc múlva lehet újra próbálni. */
    TooManyRequests: {
      headers: {
        /** @description Másodpercek */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'error' | 'starting' | 'shutting_down';
            /** @enum {string} */
            database: 'ok' | 'unavailable';
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'error' | 'starting' | 'shutting_down';
            /** @enum {string} */
            database: 'ok' | 'unavailable';
          };
        };
      };
    };
  };
  getHealthReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description ok vagy degraded (a Redis nem érhető el, a számlálók a PostgreSQL-ben): 200; unavailable (az adatbázis vagy a fájltároló nem érhető el), starting, shutting_down: 503
             * @enum {string}
             */
            status: 'ok' | 'degraded' | 'unavailable' | 'starting' | 'shutting_down';
            database: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
            };
            redis?: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              /** @enum {string} */
              countingIn: 'redis' | 'postgres';
            };
            fileStore: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              /** @enum {string} */
              kind: 'local' | 's3';
            };
            mailOutbox: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              waiting: number;
              oldestWaitingSince: string | null;
              oldestWaitingMinutes: number | null;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description ok vagy degraded (a Redis nem érhető el, a számlálók a PostgreSQL-ben): 200; unavailable (az adatbázis vagy a fájltároló nem érhető el), starting, shutting_down: 503
             * @enum {string}
             */
            status: 'ok' | 'degraded' | 'unavailable' | 'starting' | 'shutting_down';
            database: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
            };
            redis?: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              /** @enum {string} */
              countingIn: 'redis' | 'postgres';
            };
            fileStore: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              /** @enum {string} */
              kind: 'local' | 's3';
            };
            mailOutbox: {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              /** @description Az ellenőrzés ideje (legfeljebb 1000 ms) */
              ms: number;
              waiting: number;
              oldestWaitingSince: string | null;
              oldestWaitingMinutes: number | null;
            };
          };
        };
      };
    };
  };
}
