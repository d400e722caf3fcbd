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
  '/api/v1/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kuponok feltöltése (legfeljebb 10 000 egy kérésben) a kuponfájl importjának szabályaival, soronkénti jelentéssel */
    post: operations['postV1Coupons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Megrendelések és ingatlanok változásai a kurzor óta, a módosítások sorrendjében */
    get: operations['getV1Changes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Egy tanúsítvány adatai */
    get: operations['getV1CertificatesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Egy tanúsítvány fájljának letöltése */
    get: operations['getV1CertificatesByIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** TIG elszámolások (legújabb elöl), lapozva */
    get: operations['getV1Statements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/statements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Egy TIG elszámolás tételei */
    get: operations['getV1StatementsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/statements/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Egy TIG elszámolás PDF-je */
    get: operations['getV1StatementsByIdPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A kulcs csapatának webhook végpontjai */
    get: operations['getV1WebhookEndpoints'];
    put?: never;
    /** Új webhook végpont; a válasz egyszer mutatja a titkos kulcsot (whsec_…) */
    post: operations['postV1WebhookEndpoints'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhook-endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Egy webhook végpont törlése */
    delete: operations['deleteV1WebhookEndpointsById'];
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
    /** @description Érvénytelen kérés: `validation_error` (minden hibás mező a `fields` listában, magyar üzenettel), `invalid_json`, `idempotency_key_invalid` (hibás `Idempotency-Key` fejléc), vagy a művelet saját kódja. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nincs érvényes bejelentkezés (`unauthorized`), vagy a gépi API-nál hiányzik az API-kulcs (`api_key_missing`), illetve érvénytelen, visszavonták vagy lejárt (`api_key_invalid`). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A kérés nem engedélyezett: más szerepkör (`forbidden`), hiányzó hitelesítő alkalmazás (`two_factor_setup_required`), lecserélendő ideiglenes jelszó (`password_change_required`), befejezetlen beléptetés (`onboarding_required`), más webhelyről érkezett módosítás (`forbidden_origin`), vagy az API-kulcsnak nincs meg a művelet hatóköre (`api_scope_missing`). */
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
    /** @description Az elem mostani állapota nem engedi a műveletet, vagy az ugyanezzel az `Idempotency-Key` értékkel küldött kérés még folyamatban van (`idempotency_in_progress`, a `Retry-After` fejléc szerint érdemes megismételni); a `code` mondja meg, miért. */
    Conflict: {
      headers: {
        /** @description Másodpercek */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A kérés vagy a fájl túl nagy (`payload_too_large`, `file_too_large`). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nem támogatott tartalom- vagy fájltípus (`unsupported_media_type`, `unsupported_file_type`). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A kérés nem teljesíthető: a keresés túl sokáig tartott (`query_timeout`, szűkebb feltételekkel érdemes újra kérni), vagy az `Idempotency-Key` értéket már egy másik tartalmú kéréshez felhasználták (`idempotency_key_reused`). */
    Unprocessable: {
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
  postV1Coupons: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–255 látható ASCII karakter (például UUID). Ugyanazzal a kulccsal és tartalommal megismételt kérés 24 órán át az első választ kapja, a munka nem ismétlődik. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          coupons: {
            code: string;
            address?: string | null;
            expiryDate?: string | null;
            bankReference?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'csv' | 'xlsx' | 'xls' | 'json';
            total: number;
            counts: {
              valid: number;
              duplicate_in_file: number;
              already_exists: number;
              already_claimed: number;
              bad_code: number;
              not_redeemable: number;
              bad_date: number;
              expired: number;
              template_example: number;
            } & {
              [key: string]: number;
            };
            rows: {
              line: number;
              code: string;
              address: string | null;
              expiryDate: string | null;
              /** @enum {string} */
              status:
                | 'valid'
                | 'duplicate_in_file'
                | 'already_exists'
                | 'already_claimed'
                | 'bad_code'
                | 'not_redeemable'
                | 'bad_date'
                | 'expired'
                | 'template_example';
            }[];
            truncated: boolean;
            imported: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1Changes: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
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
            items: (
              | {
                  /** Format: uuid */
                  propertyId: string;
                  clientId: string;
                  /** @enum {boolean} */
                  deleted: false;
                  /** @enum {string} */
                  status:
                    | 'new'
                    | 'finding_auditor'
                    | 'auditor_assigned'
                    | 'appointment_scheduled'
                    | 'document_uploaded';
                  address: string;
                  orderedAt: string | null;
                  auditorAssignedAt: string | null;
                  appointmentAt: string | null;
                  certificate: {
                    /** Format: uuid */
                    id: string;
                    uploadedAt: string;
                  } | null;
                  couponCode: string | null;
                  bankReference: string | null;
                }
              | {
                  /** Format: uuid */
                  propertyId: string;
                  clientId: string;
                  /** @enum {boolean} */
                  deleted: true;
                  deletedAt: string;
                }
            )[];
            nextCursor: string;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1CertificatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
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
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            propertyId: string;
            name: string;
            contentType: string;
            sizeBytes: number;
            uploadedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1CertificatesByIdFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1Statements: {
    parameters: {
      query?: {
        status?: 'all' | 'sent' | 'paid';
        page?: number;
        pageSize?: number;
      };
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
            items: {
              id: string;
              number: string;
              /** Format: date-time */
              createdAt: string;
              createdByName: string;
              certificateCount: number;
              feeHuf: number;
              totalHuf: number;
              /** @enum {string} */
              status: 'sent' | 'paid';
              /** Format: date-time */
              paidAt: string | null;
              paidByName: string | null;
              textFileName: string;
              pdfFileName: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1StatementsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
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
            id: string;
            number: string;
            /** Format: date-time */
            createdAt: string;
            createdByName: string;
            certificateCount: number;
            feeHuf: number;
            totalHuf: number;
            /** @enum {string} */
            status: 'sent' | 'paid';
            /** Format: date-time */
            paidAt: string | null;
            paidByName: string | null;
            textFileName: string;
            pdfFileName: string;
            lines: {
              documentId: string;
              propertyId: string;
              clientName: string;
              address: string;
              auditorName: string;
              /** Format: date-time */
              uploadedAt: string;
              amountHuf: number;
              position: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1StatementsByIdPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getV1WebhookEndpoints: {
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
            items: {
              id: string;
              url: string;
              description: string;
              events: (
                | 'order.created'
                | 'coupon.redeemed'
                | 'auditor.assigned'
                | 'appointment.scheduled'
                | 'certificate.uploaded'
                | 'statement.created'
              )[];
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failures' | 'manual' | null;
              /** Format: date-time */
              disabledAt: string | null;
              /** Format: date-time */
              failingSince: string | null;
              consecutiveFailures: number;
              /** Format: date-time */
              previousSecretExpiresAt: string | null;
              /** Format: date-time */
              secretRotatedAt: string | null;
              createdByName: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postV1WebhookEndpoints: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–255 látható ASCII karakter (például UUID). Ugyanazzal a kulccsal és tartalommal megismételt kérés 24 órán át az első választ kapja, a munka nem ismétlődik. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          description?: string;
          events: (
            | 'order.created'
            | 'coupon.redeemed'
            | 'auditor.assigned'
            | 'appointment.scheduled'
            | 'certificate.uploaded'
            | 'statement.created'
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoint: {
              id: string;
              url: string;
              description: string;
              events: (
                | 'order.created'
                | 'coupon.redeemed'
                | 'auditor.assigned'
                | 'appointment.scheduled'
                | 'certificate.uploaded'
                | 'statement.created'
              )[];
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failures' | 'manual' | null;
              /** Format: date-time */
              disabledAt: string | null;
              /** Format: date-time */
              failingSince: string | null;
              consecutiveFailures: number;
              /** Format: date-time */
              previousSecretExpiresAt: string | null;
              /** Format: date-time */
              secretRotatedAt: string | null;
              createdByName: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            secret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteV1WebhookEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sikerült; a válasznak nincs tartalma. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
}
