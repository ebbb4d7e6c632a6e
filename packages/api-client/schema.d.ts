// Generated from the ClearCart OpenAPI document by `npm run api:client`. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and readiness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "status": "ok",
                         *       "store": "pglite",
                         *       "products": 8
                         *     } */
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            store: "pglite" | "postgres";
                            products: number;
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            store: "pglite" | "postgres";
                            products: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public configuration for the web app */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "firebase": {
                         *         "apiKey": "demo-api-key",
                         *         "authDomain": "demo-clearcart.firebaseapp.com",
                         *         "projectId": "demo-clearcart"
                         *       },
                         *       "authEmulatorUrl": "http://127.0.0.1:9099"
                         *     } */
                        "application/json": {
                            firebase: {
                                apiKey: string;
                                authDomain: string;
                                projectId: string;
                            };
                            authEmulatorUrl: string | null;
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/identify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Identify a product from a description (text or typed barcode) or a photo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description One of the two fields: `description` (a name, brand or typed barcode) or `image` (a photo). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description What the shopper typed */
                        description?: string;
                        /** @description A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most */
                        image?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "product_id": "nutella-hazelnut-spread-400g",
                         *       "confidence": 0.904,
                         *       "identified_by": "text search",
                         *       "candidates": [
                         *         {
                         *           "product_id": "nutella-hazelnut-spread-400g",
                         *           "name": "Nutella Hazelnut Spread",
                         *           "brand": "Nutella",
                         *           "score": 0.904
                         *         },
                         *         {
                         *           "product_id": "nutella-b-ready-wafer-bars",
                         *           "name": "Nutella B-ready Filled Wafer Bars",
                         *           "brand": "Nutella",
                         *           "score": 0.773
                         *         }
                         *       ]
                         *     } */
                        "application/json": components["schemas"]["IdentifyResponse"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "description_required",
                         *       "message": "Please enter a product name to search"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "file_too_large",
                         *       "message": "request file too large"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "not_an_image",
                         *       "message": "the upload is not a JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF image"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "unreadable_image",
                         *       "message": "HEIC photos cannot be decoded on this server; please send a JPEG"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "rate_limited",
                         *       "message": "Too many photos: at most 20 a minute. Please wait a moment."
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "busy",
                         *       "message": "We are reading many photos right now. Please try again in a moment."
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Autocomplete suggestions as the shopper types */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "suggestions": [
                         *         {
                         *           "product_id": "nutella-400g",
                         *           "name": "Nutella",
                         *           "brand": "Nutella",
                         *           "score": 0.763
                         *         }
                         *       ]
                         *     } */
                        "application/json": components["schemas"]["Suggestions"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalog's image of a product */
        get: {
            parameters: {
                query: {
                    name: string;
                    brand?: string;
                    category?: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductImage"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "not_found",
                         *       "message": "The catalog has no image of \"Nutella\""
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "success": false,
                         *       "error": "image_service_unavailable",
                         *       "message": "The image service is not available"
                         *     } */
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {string} */
                            error: "image_service_unavailable";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product (basic data) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "entity": {
                         *         "id": "nutella-400g",
                         *         "name": "Nutella",
                         *         "brand": "Nutella",
                         *         "category": "Hazelnut spread",
                         *         "confidence": 1,
                         *         "identifiedBy": "catalog",
                         *         "type": "food",
                         *         "gtin": "3017620422003",
                         *         "certifications": [],
                         *         "manufacturer": "Ferrero Group",
                         *         "insights": {
                         *           "brand": {
                         *             "history": "Nutella was launched by Ferrero in 1964, developed from an earlier hazelnut paste created in Alba, Italy after the Second World War.",
                         *             "sources": [
                         *               {
                         *                 "title": "Wikipedia: Nutella",
                         *                 "url": "https://en.wikipedia.org/wiki/Nutella"
                         *               },
                         *               {
                         *                 "title": "Wikipedia: Ferrero SpA",
                         *                 "url": "https://en.wikipedia.org/wiki/Ferrero_SpA"
                         *               }
                         *             ]
                         *           },
                         *           "company": {
                         *             "name": "Ferrero Group",
                         *             "description": "Ferrero is a family-owned confectionery and packaged food group that grew from Pietro Ferrero’s pastry shop in Alba, Piedmont. It makes Nutella, Kinder, Ferrero Rocher and Tic Tac, and has expanded in North America through acquisitions including Nestlé’s US confectionery business (2018) and WK Kellogg Co (2025).",
                         *             "about": "Ferrero is a family-owned confectionery and packaged food group that grew from Pietro Ferrero’s pastry shop in Alba, Piedmont. It makes Nutella, Kinder, Ferrero Rocher and Tic Tac, and has expanded in North America through acquisitions including Nestlé’s US confectionery business (2018) and WK Kellogg Co (2025).",
                         *             "sustainability_efforts": "Ferrero reports buying RSPO-certified segregated palm oil and publishes a list of the palm oil mills in its supply chain; it also runs sourcing programmes for cocoa and hazelnuts.",
                         *             "country": "Italy (group holding in Luxembourg)",
                         *             "founded": "1946",
                         *             "ownership": [
                         *               {
                         *                 "company": "Ferrero Group",
                         *                 "relation": "brand owner",
                         *                 "as_of": "1964",
                         *                 "sources": [
                         *                   {
                         *                     "title": "Wikipedia: Nutella",
                         *                     "url": "https://en.wikipedia.org/wiki/Nutella"
                         *                   },
                         *                   {
                         *                     "title": "Wikipedia: Ferrero SpA",
                         *                     "url": "https://en.wikipedia.org/wiki/Ferrero_SpA"
                         *                   }
                         *                 ]
                         *               }
                         *             ],
                         *             "sources": [
                         *               {
                         *                 "title": "Wikipedia: Ferrero SpA",
                         *                 "url": "https://en.wikipedia.org/wiki/Ferrero_SpA"
                         *               },
                         *               {
                         *                 "title": "Food Ingredients First: Ferrero completes WK Kellogg Co acquisition",
                         *                 "url": "https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html"
                         *               },
                         *               {
                         *                 "title": "Roundtable on Sustainable Palm Oil (RSPO)",
                         *                 "url": "https://rspo.org"
                         *               },
                         *               {
                         *                 "title": "Ferrero",
                         *                 "url": "https://www.ferrero.com"
                         *               },
                         *               {
                         *                 "title": "Wikipedia: Nutella",
                         *                 "url": "https://en.wikipedia.org/wiki/Nutella"
                         *               }
                         *             ]
                         *           }
                         *         }
                         *       },
                         *       "metadata": {
                         *         "data_quality": {
                         *           "evaluation_status": "basic"
                         *         },
                         *         "sources": [
                         *           {
                         *             "title": "Test fixture"
                         *           }
                         *         ],
                         *         "attribution": [
                         *           "Product data in part from Open Food Facts (https://openfoodfacts.org), ODbL",
                         *           "Carbon footprints from AGRIBALYSE 3.1, ADEME, Licence Ouverte"
                         *         ]
                         *       }
                         *     } */
                        "application/json": components["schemas"]["ProductResponse"];
                    };
                };
                /** @description Not modified: the copy named by If-None-Match is current */
                304: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "not_found",
                         *       "message": "No product with id \"no-such-product\""
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "uri_too_long",
                         *       "message": "A path segment is over 100 characters"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/evaluate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The full evaluation of a product, personalised when preferences are sent */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["EvaluateRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductResponse"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "not_found",
                         *       "message": "No product with id \"no-such-product\""
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/evaluate/{id}/with-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The full evaluation completed by what the shopper read from the product's pack (same barcode), for them alone */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateWithReadRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductResponse"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's other pack sizes in the catalog, smallest first */
        get: {
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
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sizes"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Better choices in the same category, with health, environment and ethics weighted equally */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alternatives"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Better choices for this shopper: none breaks their preferences, none is worse on what they weight most */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alternatives"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A path segment is too long. Codes: uri_too_long. */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/evaluate-facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The full report of a product from the facts read from its package (stored nowhere) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateFactsRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductResponse"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/evaluate-facts/alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Better choices for a product read from its package, from the facts the shopper confirmed (stored nowhere) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateFactsRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alternatives"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labels/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a pack's ingredient list, nutrition table, front (its lines of words) or lot and date line from a photo (nothing is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A photo of one of the pack's panels, which panel it is, and the pack's language when the shopper knows it. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most */
                        image: string;
                        /** @enum {string} */
                        panel: "ingredients" | "nutrition";
                        /**
                         * @description The language printed on the pack; found from the words when left out
                         * @enum {string}
                         */
                        lang?: "en" | "fr" | "de" | "es" | "it" | "nl";
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelReading"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offline-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products most scanned in a country, as NDJSON, for scanning with no network
         * @description A header line (OfflinePackHeader), one ProductFacts per line, best ranked first, and an end line (OfflinePackEnd). `since` gives only what changed after it and the ids removed; `count=1` (or HEAD) says the size without the pack; `part` gives one part of it (`OFFLINE_PACK_PART_SIZE` products, the header's `parts` says how many), each a response a CDN can hold.
         */
        get: {
            parameters: {
                query?: {
                    country?: string;
                    since?: string;
                    limit?: number;
                    count?: "1";
                    part?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfflinePackSummary"];
                        "application/x-ndjson": string;
                    };
                };
                /** @description Not modified: the pack named by If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Official recall notices matched to a product (active and ended), and when the registers were read */
        get: {
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
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: {
                                notice: {
                                    /** @enum {string} */
                                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                    id: string;
                                    /** Format: uri */
                                    url: string;
                                    authority: string;
                                    country: string;
                                    language: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    /** Format: date-time */
                                    updatedAt?: string;
                                    /** Format: date-time */
                                    endsAt?: string;
                                    /** @enum {string} */
                                    status: "active" | "ended";
                                    title: string;
                                    hazard?: string;
                                    whatToDo?: string;
                                    brand?: string;
                                    productNames: string[];
                                    gtins: string[];
                                    lots: string[];
                                    allLots: boolean;
                                    dates: {
                                        /** @enum {string} */
                                        kind: "best-before" | "use-by" | "date";
                                        /** Format: date */
                                        from: string;
                                        /** Format: date */
                                        to: string;
                                    }[];
                                    batchText?: string;
                                    quantities: string[];
                                };
                                /** @enum {string} */
                                matchedBy: "gtin" | "name";
                                /** @enum {string} */
                                certainty: "this-product" | "possibly";
                                score: number;
                            }[];
                            ended: {
                                notice: {
                                    /** @enum {string} */
                                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                    id: string;
                                    /** Format: uri */
                                    url: string;
                                    authority: string;
                                    country: string;
                                    language: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    /** Format: date-time */
                                    updatedAt?: string;
                                    /** Format: date-time */
                                    endsAt?: string;
                                    /** @enum {string} */
                                    status: "active" | "ended";
                                    title: string;
                                    hazard?: string;
                                    whatToDo?: string;
                                    brand?: string;
                                    productNames: string[];
                                    gtins: string[];
                                    lots: string[];
                                    allLots: boolean;
                                    dates: {
                                        /** @enum {string} */
                                        kind: "best-before" | "use-by" | "date";
                                        /** Format: date */
                                        from: string;
                                        /** Format: date */
                                        to: string;
                                    }[];
                                    batchText?: string;
                                    quantities: string[];
                                };
                                /** @enum {string} */
                                matchedBy: "gtin" | "name";
                                /** @enum {string} */
                                certainty: "this-product" | "possibly";
                                score: number;
                            }[];
                            checkedAt: string | null;
                            sources: ("rappelconso" | "fsa" | "openfda" | "safetygate")[];
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalls/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every active recall matched to a catalog product, for a device to keep for scanning offline
         * @description The newest 2000 at most; public, as the registers are, and the same for every shopper.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recalls: {
                                productId: string;
                                recall: {
                                    notice: {
                                        /** @enum {string} */
                                        source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                        id: string;
                                        /** Format: uri */
                                        url: string;
                                        authority: string;
                                        country: string;
                                        language: string;
                                        /** Format: date-time */
                                        publishedAt: string;
                                        /** Format: date-time */
                                        updatedAt?: string;
                                        /** Format: date-time */
                                        endsAt?: string;
                                        /** @enum {string} */
                                        status: "active" | "ended";
                                        title: string;
                                        hazard?: string;
                                        whatToDo?: string;
                                        brand?: string;
                                        productNames: string[];
                                        gtins: string[];
                                        lots: string[];
                                        allLots: boolean;
                                        dates: {
                                            /** @enum {string} */
                                            kind: "best-before" | "use-by" | "date";
                                            /** Format: date */
                                            from: string;
                                            /** Format: date */
                                            to: string;
                                        }[];
                                        batchText?: string;
                                        quantities: string[];
                                    };
                                    /** @enum {string} */
                                    matchedBy: "gtin" | "name";
                                    /** @enum {string} */
                                    certainty: "this-product" | "possibly";
                                    score: number;
                                };
                            }[];
                            checkedAt: string | null;
                            sources: ("rappelconso" | "fsa" | "openfda" | "safetygate")[];
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/recalls/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Is the pack in hand in the recalled batches? From its lot/date line, typed or read from a photo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            read: {
                                lots: string[];
                                dates: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                            };
                            results: {
                                /** @enum {string} */
                                source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                id: string;
                                /** @enum {string} */
                                verdict: "in-recall" | "not-in-recall" | "unknown";
                            }[];
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe to Web Push with (applicationServerKey) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string | null;
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved preferences */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {
                         *       "error": "unauthorized",
                         *       "message": "Sign in to use this endpoint: send Authorization: Bearer <Firebase ID token>"
                         *     } */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Save your preferences */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreferencesInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports you opened, newest first (at most 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["History"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Remember that you opened a report */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HistoryAddInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["History"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Forget your whole history */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget one report */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    product_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your household: you first (your preferences are these), then the people you added */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profiles"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a person to your household, with their preferences */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewProfileInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a person's name and preferences (yours too: they are your preferences) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewProfileInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a person from your household (not yourself) */
        delete: {
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
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Each person's alerts for products: whom each product is not for, and why */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HouseholdAlertsRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HouseholdAlerts"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your shopping lists, most recently changed first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Lists"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a list, empty or with items (at most 50 lists of 200 items)
         * @description An item whose product is not in the catalog is kept as its text. The answer carries the new list’s id. A list moved from a device (`device_id`) that was moved before is answered as it is, with 200.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewListInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShoppingList"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShoppingList"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A list's page: each item's scores and whom it raises alerts for, the basket's summary
         * @description Alerts are for each person of your household; better choices for the worst items raise no alert for anyone.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListPage"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Rename a list */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ListRenameInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShoppingList"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a list, its items and its share link */
        delete: {
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
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product, or free text ("bread") to match to a product later
         * @description A product already on the list and not ticked off gets the quantity added instead.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewListItemInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListItem"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/items/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an item: tick it off, its quantity, its text, or match it to a product
         * @description Only the fields sent change. `product_id: null` turns it back into free text.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    item_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ListItemChangeInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListItem"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove an item */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder a list's items: every item's id, each once, in the new order */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ListOrderInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShoppingList"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A read-only link to the list (the same one until revoked)
         * @description Whoever has the link sees the list’s name and items with their scores, nothing else.
         */
        post: {
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
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShareLink"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Revoke the share link: it stops working at once */
        delete: {
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
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export a list as JSON (the default) or CSV (docs/lists-format.md) */
        get: {
            parameters: {
                query?: {
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListExport"];
                        "text/csv": string;
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a list from an export file: its JSON, or its CSV (then `name` names the list) */
        post: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ListExportInput"];
                    "text/csv": string;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShoppingList"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The page of a list kept on a device: its items’ scores and alerts for each person, the summary */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description The languages the shopper reads, with q-values ("fr-CH, fr;q=0.9, en;q=0.5"). The report is written in the best of en, fr, de, es, it and nl (a weight of 0 refuses one; "fr-CH" counts for fr), else English. Company profiles and quotes stay in their own language, marked with `language`.
                     * @example fr-FR,fr;q=0.9,en;q=0.8
                     */
                    "Accept-Language"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ListReportRequestInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description The language the answer is written in: en, fr, de, es, it or nl */
                        "Content-Language"?: "en" | "fr" | "de" | "es" | "it" | "nl";
                        /** @description Includes Accept-Language: each language is its own answer */
                        Vary?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListReport"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list opened by its share link (no sign-in): its name and items with their scores */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharedList"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products you read from their packages, newest first
         * @description `sharing_available` is false when this server has no Open Food Facts account to share with.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyProducts"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Keep a product read from its package (at most 200); it joins your history
         * @description Yours alone: never shown to other shoppers. Its report is `POST /api/products/evaluate-facts` with its facts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MyProductSaveInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyProduct"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description It conflicts with what is kept, or a limit is reached. Codes: conflict, limit_reached. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your read products */
        get: {
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
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyProduct"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Change a read product's facts
         * @description An upload to Open Food Facts still waiting sends the new facts.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MyProductSaveInput"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyProduct"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a read product, its photos, its history entry and any upload not yet sent */
        delete: {
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
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-products/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep a photo of one of the pack's panels (replacing that panel's photo)
         * @description Kept upright, at most 2000 pixels on its longest side, without the photo’s metadata (where and when it was taken).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description A photo of one of the pack's panels, and which panel it is (one photo per panel, the last one kept). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description A JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF photo, 5 MB at most */
                        image: string;
                        /** @enum {string} */
                        panel: "ingredients" | "nutrition" | "front";
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
                        "application/json": components["schemas"]["MyProduct"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-products/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a read product with Open Food Facts (its facts under ODbL, its photos under CC BY-SA)
         * @description Opt-in: `consent: true` says the shopper was told what is sent and under which licences. The upload is queued and sent in the background, tried again until Open Food Facts takes it; `share` tells how it stands.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MyProductShareRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyProduct"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The image cannot be read, the facts cannot all be true, or Open Food Facts cannot take the product. Codes: unreadable_image, implausible_facts, not_this_product, cannot_share. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your inbox: recalls of products you looked at in the last 90 days or keep on a list, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notifications: {
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                read: boolean;
                                productId: string;
                                productName: string;
                                brand: string;
                                /** @enum {string} */
                                certainty: "this-product" | "possibly";
                                notice: {
                                    /** @enum {string} */
                                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                    id: string;
                                    /** Format: uri */
                                    url: string;
                                    authority: string;
                                    country: string;
                                    language: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    /** Format: date-time */
                                    updatedAt?: string;
                                    /** Format: date-time */
                                    endsAt?: string;
                                    /** @enum {string} */
                                    status: "active" | "ended";
                                    title: string;
                                    hazard?: string;
                                    whatToDo?: string;
                                    brand?: string;
                                    productNames: string[];
                                    gtins: string[];
                                    lots: string[];
                                    allLots: boolean;
                                    dates: {
                                        /** @enum {string} */
                                        kind: "best-before" | "use-by" | "date";
                                        /** Format: date */
                                        from: string;
                                        /** Format: date */
                                        to: string;
                                    }[];
                                    batchText?: string;
                                    quantities: string[];
                                };
                            }[];
                            unread: number;
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read (or unread again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** @default true */
                        read?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notifications: {
                                id: string;
                                /** Format: date-time */
                                createdAt: string;
                                read: boolean;
                                productId: string;
                                productName: string;
                                brand: string;
                                /** @enum {string} */
                                certainty: "this-product" | "possibly";
                                notice: {
                                    /** @enum {string} */
                                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                                    id: string;
                                    /** Format: uri */
                                    url: string;
                                    authority: string;
                                    country: string;
                                    language: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    /** Format: date-time */
                                    updatedAt?: string;
                                    /** Format: date-time */
                                    endsAt?: string;
                                    /** @enum {string} */
                                    status: "active" | "ended";
                                    title: string;
                                    hazard?: string;
                                    whatToDo?: string;
                                    brand?: string;
                                    productNames: string[];
                                    gtins: string[];
                                    lots: string[];
                                    allLots: boolean;
                                    dates: {
                                        /** @enum {string} */
                                        kind: "best-before" | "use-by" | "date";
                                        /** Format: date */
                                        from: string;
                                        /** Format: date */
                                        to: string;
                                    }[];
                                    batchText?: string;
                                    quantities: string[];
                                };
                            }[];
                            unread: number;
                        };
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive recalls on this browser by Web Push (its PushSubscription) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Stop Web Push to this browser */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. Codes: not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything kept about you, as one JSON file
         * @description The account (uid, e-mail), your preferences and household, the reports you opened, your lists with their items and share links, your recall inbox and the browsers that receive it, and the products you read from packages with their photos (base64 JPEG) and sharing state. Sent as a download (`Content-Disposition: attachment`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /**
                         * @description attachment, with the file name to save it under
                         * @example attachment; filename="clearcart-data-2026-12-01.json"
                         */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountExport"];
                    };
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many requests: wait, then retry. Codes: rate_limited. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your account and everything kept for it
         * @description The account at the identity provider, your preferences and household, history, lists (their share links stop working at once), and the products you read from packages with their photos and any upload not yet sent. It cannot be undone: the body must say `{"confirm": true}`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountDeleteInput"];
                };
            };
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request is invalid. Codes: bad_request, bad_url, invalid_request, invalid_json, invalid_characters, invalid_multipart, multipart_required, description_required, too_many_parts, too_many_files, too_many_fields. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No valid Firebase ID token (Authorization: Bearer <token>). Codes: unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body or the uploaded file is too large. Codes: payload_too_large, file_too_large, image_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The content type is not accepted, or the file is not an image. Codes: unsupported_media_type, not_an_image. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This server does not answer for that Host name (ALLOWED_HOSTS). Codes: misdirected_request. */
                421: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Something went wrong on our side. Codes: internal_error. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Temporarily unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        ErrorCodeInput: "bad_request" | "bad_url" | "invalid_request" | "invalid_json" | "invalid_characters" | "invalid_multipart" | "multipart_required" | "description_required" | "too_many_parts" | "too_many_files" | "too_many_fields" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "misdirected_request" | "limit_reached" | "payload_too_large" | "file_too_large" | "image_too_large" | "uri_too_long" | "unsupported_media_type" | "not_an_image" | "unreadable_image" | "implausible_facts" | "not_this_product" | "cannot_share" | "rate_limited" | "headers_too_large" | "internal_error" | "busy" | "sharing_off";
        ErrorInput: {
            error: components["schemas"]["ErrorCodeInput"];
            message: string;
        };
        SourceInput: {
            title: string;
            /** Format: uri */
            url?: string;
            quote?: string;
        };
        CertificationInput: {
            name: string;
            verified: boolean;
            description: string;
            /** @enum {string} */
            impact: "positive" | "negative" | "neutral";
            sources?: components["schemas"]["SourceInput"][];
        };
        OpenRecordInput: {
            site: string;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            fetchedAt: string;
            filled?: ("ingredients" | "nutrition" | "picture" | "labels" | "packaging" | "categories" | "origins" | "grades")[];
        };
        ProductFactsInput: {
            id: string;
            gtin?: string;
            name: string;
            brand: string;
            /** @default [] */
            aliases: string[];
            category: string;
            /** @default [] */
            categoryTags: string[];
            /** @enum {string} */
            kind: "food" | "beverage" | "cosmetic" | "household";
            quantity?: string;
            ingredientsText?: string;
            lang?: string;
            /** @default [] */
            allergens: string[];
            /** @default [] */
            traces: string[];
            additives?: string[];
            nutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            preparedNutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            estimatedNutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            /** @default false */
            perMl: boolean;
            servingSize?: string;
            servingQuantity?: number;
            /** @default [] */
            labels: string[];
            claims?: {
                text: string;
                /** @enum {string} */
                from: "name" | "labels" | "front";
                lang?: string;
            }[];
            /** Format: date */
            claimsSeenOn?: string;
            /** @default [] */
            packaging: string[];
            origins?: string;
            countries?: string[];
            /** @default [] */
            ingredientsAnalysis: string[];
            novaGroup?: number;
            /** @enum {string} */
            nutriScoreGrade?: "a" | "b" | "c" | "d" | "e";
            /** @enum {string} */
            environmentalScoreGrade?: "a-plus" | "a" | "b" | "c" | "d" | "e" | "f";
            /** Format: uri */
            imageUrl?: string;
            sources: components["schemas"]["SourceInput"][];
            openRecord?: components["schemas"]["OpenRecordInput"];
        };
        /** @enum {string} */
        ReportLanguageInput: "en" | "fr" | "de" | "es" | "it" | "nl";
        NutritionFactsInput: {
            /** @enum {string} */
            basis: "100 g" | "100 ml";
            per_100: {
                energy_kj?: number;
                energy_kcal?: number;
                fat?: number;
                saturated_fat?: number;
                carbohydrates?: number;
                sugars?: number;
                fibre?: number;
                proteins?: number;
                salt?: number;
            };
            per_portion?: {
                quantity: number;
                serving_size?: string;
                values: {
                    energy_kj?: number;
                    energy_kcal?: number;
                    fat?: number;
                    saturated_fat?: number;
                    carbohydrates?: number;
                    sugars?: number;
                    fibre?: number;
                    proteins?: number;
                    salt?: number;
                };
            };
            lights: {
                /** @enum {string} */
                fat?: "low" | "medium" | "high";
                /** @enum {string} */
                saturated_fat?: "low" | "medium" | "high";
                /** @enum {string} */
                sugars?: "low" | "medium" | "high";
                /** @enum {string} */
                salt?: "low" | "medium" | "high";
            };
        };
        HealthSectionInput: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["SourceInput"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            allergens: {
                [key: string]: {
                    /** @enum {string} */
                    status: "yes" | "no" | "unknown";
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    notes: string;
                    highlighted: boolean;
                    may_contain?: boolean;
                };
            };
            health_concerns: {
                [key: string]: {
                    /** @enum {string} */
                    status: "high" | "medium" | "low" | "no";
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    notes: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                };
            };
            ingredients: {
                list: string[];
                notable_ingredients: {
                    name: string;
                    purpose: string;
                    concerns: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                }[];
            };
            certifications: components["schemas"]["CertificationInput"][];
            nutri_score?: {
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
                points: number;
            };
            nova_group?: number;
            /** @enum {string} */
            off_green_score?: "a-plus" | "a" | "b" | "c" | "d" | "e" | "f";
            nutrition?: components["schemas"]["NutritionFactsInput"];
            company_health_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["SourceInput"][];
                }[];
                sources: components["schemas"]["SourceInput"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguageInput"];
                lobbying?: {
                    summary: string;
                    examples: string[];
                };
                research_funding?: {
                    summary: string;
                    examples: string[];
                };
                marketing_practices?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        GreenClaimInput: {
            claim: string;
            /** @enum {string} */
            from: "labels" | "name" | "front";
            /** @enum {string} */
            verdict: "public_label" | "certified_label" | "backed" | "generic" | "offset" | "own_label" | "specific" | "organic_term";
            /** @enum {string} */
            allowed: "yes" | "unless" | "no";
            rule: string;
            details: string;
            sources: components["schemas"]["SourceInput"][];
        };
        GreenClaimsCheckInput: {
            summary: string;
            claims: components["schemas"]["GreenClaimInput"][];
            unsupported: number;
            predates: boolean;
            scope: string;
        };
        EnvironmentalSectionInput: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["SourceInput"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            palm_oil: {
                contains: boolean;
                /** @enum {string} */
                status: "yes" | "no" | "maybe" | "unknown";
                status_ingredients: string[];
                certification: string;
                /** @enum {string} */
                sustainability_level: "high" | "medium" | "low" | "unknown";
                details: string;
                explanation: string;
                rating: string;
                highlighted: boolean;
                sources?: components["schemas"]["SourceInput"][];
            };
            environmental_factors: {
                carbon_footprint: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                    kg_co2e_per_kg?: number;
                    basis?: string;
                };
                water_usage: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                    litres_per_kg?: number;
                };
                resource_depletion: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                };
                packaging: {
                    /** @enum {string} */
                    recyclability: "fully" | "partially" | "none" | "unknown";
                    /** @enum {string} */
                    biodegradable: "yes" | "partially" | "no" | "unknown";
                    details: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["SourceInput"][];
                };
                others?: {
                    [key: string]: {
                        rating: string;
                        status: string;
                        /** @enum {string} */
                        severity: "high" | "medium" | "low";
                        details: string;
                    };
                };
            };
            certifications: components["schemas"]["CertificationInput"][];
            green_claims?: components["schemas"]["GreenClaimsCheckInput"];
            company_environmental_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["SourceInput"][];
                }[];
                sources: components["schemas"]["SourceInput"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguageInput"];
                water_issues?: {
                    summary: string;
                    examples: string[];
                };
                pollution_incidents?: {
                    summary: string;
                    examples: string[];
                };
                lobbying?: {
                    summary: string;
                    examples: string[];
                };
                greenwashing?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        EthicalSectionInput: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["SourceInput"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            labor_practices: {
                /** @enum {string} */
                rating: "poor" | "fair" | "good" | "unknown";
                details: string;
                highlighted: boolean;
                sources?: components["schemas"]["SourceInput"][];
            };
            animal_testing: {
                /** @enum {string} */
                status: "yes" | "no" | "unknown";
                details: string;
                highlighted: boolean;
                sources?: components["schemas"]["SourceInput"][];
            };
            animal_welfare: {
                /** @enum {string} */
                status: "concerning" | "humane" | "none" | "unknown";
                /** @enum {string} */
                rating: "poor" | "fair" | "good" | "not applicable" | "unknown";
                certification: string;
                details: string;
                notes: string;
                highlighted: boolean;
                sources?: components["schemas"]["SourceInput"][];
            };
            animal_derived_content: {
                /** @enum {string} */
                contains_animal_ingredients: "yes" | "no" | "maybe" | "unknown";
                /** @enum {string} */
                vegan: "yes" | "no" | "maybe" | "unknown";
                /** @enum {string} */
                vegetarian: "yes" | "no" | "maybe" | "unknown";
                uncertain_ingredients: string[];
                animal_product_type: ("dairy" | "meat" | "eggs" | "seafood" | "animal material" | "bee product" | "gelatin product" | "unknown")[];
                evidence: string[];
            };
            social_impact: string;
            overall_summary: string;
            certifications: components["schemas"]["CertificationInput"][];
            company_ethical_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["SourceInput"][];
                }[];
                sources: components["schemas"]["SourceInput"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguageInput"];
                labor_practices?: {
                    summary: string;
                    examples: string[];
                };
                community_impact?: {
                    summary: string;
                    examples: string[];
                };
                corporate_governance?: {
                    summary: string;
                    examples: string[];
                };
                diversity_inclusion?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        ProductEntityInput: {
            id: string;
            name: string;
            brand: string;
            category: string;
            confidence: number;
            /** @enum {string} */
            identifiedBy: "text search" | "barcode" | "label text" | "catalog" | "Open Food Facts" | "Open Beauty Facts" | "Open Products Facts" | "LLM";
            /** @enum {string} */
            type: "food" | "beverage" | "cosmetic" | "household";
            gtin?: string;
            quantity?: string;
            image_url?: string;
            certifications: components["schemas"]["CertificationInput"][];
            parent_company?: string;
            manufacturer?: string;
            insights: {
                product?: {
                    story: string;
                    sources: components["schemas"]["SourceInput"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguageInput"];
                };
                brand?: {
                    history?: string;
                    values?: string;
                    mission?: string;
                    reputation?: string;
                    story?: string;
                    sources: components["schemas"]["SourceInput"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguageInput"];
                };
                company?: {
                    name: string;
                    description?: string;
                    about?: string;
                    sustainability_efforts?: string;
                    country?: string;
                    founded?: string;
                    ownership?: {
                        company: string;
                        /** @enum {string} */
                        relation: "brand owner" | "parent" | "ultimate parent";
                        as_of?: string;
                        verified_on?: string;
                        pending?: {
                            event: string;
                            expected: string;
                        };
                        sources: components["schemas"]["SourceInput"][];
                    }[];
                    markets?: {
                        text: string;
                        verified_on?: string;
                        sources: components["schemas"]["SourceInput"][];
                    }[];
                    sources: components["schemas"]["SourceInput"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguageInput"];
                };
            };
            ratings?: {
                health: components["schemas"]["HealthSectionInput"];
                environmental: components["schemas"]["EnvironmentalSectionInput"];
                ethical: components["schemas"]["EthicalSectionInput"];
            };
        };
        ReadCompletionInput: {
            facts: ("ingredients" | "nutrition")[];
            /** Format: date */
            read_on: string;
        };
        ProductResponseInput: {
            entity: components["schemas"]["ProductEntityInput"];
            ratings?: {
                health: components["schemas"]["HealthSectionInput"];
                environmental: components["schemas"]["EnvironmentalSectionInput"];
                ethical: components["schemas"]["EthicalSectionInput"];
            };
            personal_alerts?: {
                code: string;
                /** @enum {string} */
                severity: "high" | "medium" | "low";
                message: string;
            }[];
            metadata: {
                data_quality: {
                    /** @enum {string} */
                    evaluation_status: "basic" | "complete";
                };
                sources: components["schemas"]["SourceInput"][];
                attribution?: string[];
                open_record?: components["schemas"]["OpenRecordInput"];
                completed_with?: components["schemas"]["ReadCompletionInput"];
                language?: components["schemas"]["ReportLanguageInput"];
            };
        };
        IdentifyResponseInput: {
            product_id: string | null;
            confidence: number;
            identified_by: ("text search" | "barcode" | "label text" | "catalog" | "Open Food Facts" | "Open Beauty Facts" | "Open Products Facts" | "LLM") | null;
            candidates: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
            message?: string;
            read?: string;
            /** @constant */
            looking_up?: true;
        };
        SuggestionsInput: {
            suggestions: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
        };
        SizesInput: {
            sizes: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
        };
        ProductImageInput: {
            imageUrl: string;
            source: string;
        };
        ThreeScoresInput: {
            health: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
            environmental: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
            ethical: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
        };
        AlternativeInput: {
            id: string;
            name: string;
            brand: string;
            quantity?: string;
            image_url?: string;
            scores: components["schemas"]["ThreeScoresInput"];
            reasons: string[];
            gain: number;
        };
        AlternativesInput: {
            product_id: string;
            category: string | null;
            alternatives: components["schemas"]["AlternativeInput"][];
            message?: string;
        };
        HistoryEntryInput: {
            product_id: string;
            name: string;
            brand: string;
            quantity?: string;
            image_url?: string;
            scores: components["schemas"]["ThreeScoresInput"];
            /** Format: date-time */
            viewed_at: string;
            my_product_id?: string;
        };
        HistoryInput: {
            entries: components["schemas"]["HistoryEntryInput"][];
        };
        HistoryAddInput: {
            product_id: string;
            /** Format: date-time */
            viewed_at?: string;
        };
        PreferencesInput: {
            /** @default {} */
            health: {
                allergens?: ("peanuts" | "tree_nuts" | "dairy" | "eggs" | "wheat" | "soy" | "fish" | "shellfish" | "sesame" | "gluten" | "celery" | "mustard" | "lupin" | "molluscs" | "sulphites")[];
                dietary_restrictions?: ("vegetarian" | "vegan" | "gluten_free" | "keto" | "paleo" | "low_carb" | "low_sodium" | "low_sugar")[];
                /** @default {} */
                sensitivities: {
                    /** @default 0 */
                    chemicals: number;
                    /** @default 0 */
                    preservatives: number;
                    /** @default 0 */
                    artificial_additives: number;
                };
                avoid_ingredients?: string[];
            };
            /** @default {} */
            environment: {
                certifications?: ("organic" | "non_gmo" | "eco_friendly" | "biodegradable" | "recyclable" | "carbon_neutral")[];
                ingredients_to_avoid?: string[];
            };
            /** @default {} */
            ethical: {
                certifications?: ("fair_trade" | "cruelty_free" | "vegan_certified" | "b_corp" | "ethical_labor")[];
                /**
                 * @default neutral
                 * @enum {string}
                 */
                animal_testing: "strongly_avoid" | "prefer_avoid" | "neutral" | "acceptable";
                /** @default  */
                additional_concerns: string;
            };
            /** @enum {string} */
            language?: "en" | "fr" | "de" | "es" | "it" | "nl";
        };
        EvaluateRequestInput: {
            preferences?: components["schemas"]["PreferencesInput"];
        };
        ProfileInput: {
            id: string;
            name: string;
            primary: boolean;
            preferences: components["schemas"]["PreferencesInput"];
        };
        NewProfileInput: {
            name: string;
            /** @default {} */
            preferences: components["schemas"]["PreferencesInput"];
        };
        ProfilesInput: {
            profiles: components["schemas"]["ProfileInput"][];
        };
        HouseholdAlertsRequestInput: {
            product_ids: string[];
            profiles: {
                id?: string;
                name: string;
                /** @default {} */
                preferences: components["schemas"]["PreferencesInput"];
            }[];
        };
        HouseholdAlertsInput: {
            products: {
                product_id: string;
                people: {
                    profile_id?: string;
                    name: string;
                    alerts: {
                        code: string;
                        /** @enum {string} */
                        severity: "high" | "medium" | "low";
                        message: string;
                    }[];
                }[];
            }[];
        };
        NewListItemInput: {
            product_id?: string;
            /** @default  */
            text: string;
            /** @default 1 */
            quantity: number;
            /** @default false */
            checked: boolean;
        };
        ListItemChangeInput: {
            product_id?: string | null;
            text?: string;
            quantity?: number;
            checked?: boolean;
        };
        NewListInput: {
            name: string;
            /** @default [] */
            items: components["schemas"]["NewListItemInput"][];
            device_id?: string;
        };
        ListRenameInput: {
            name: string;
        };
        ListOrderInput: {
            item_ids: string[];
        };
        ListItemInput: {
            id: string;
            product_id: string | null;
            text: string;
            quantity: number;
            checked: boolean;
            product?: {
                name: string;
                brand: string;
                quantity?: string;
                image_url?: string;
            };
        };
        ShareLinkInput: {
            token: string;
            path: string;
        };
        ShoppingListInput: {
            id: string;
            name: string;
            share: components["schemas"]["ShareLinkInput"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            items: components["schemas"]["ListItemInput"][];
        };
        ListOverviewInput: {
            id: string;
            name: string;
            items: number;
            checked: number;
            shared: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        ListsInput: {
            lists: components["schemas"]["ListOverviewInput"][];
        };
        ListItemReportInput: {
            id: string;
            product_id: string | null;
            text: string;
            quantity: number;
            checked: boolean;
            product?: {
                name: string;
                brand: string;
                quantity?: string;
                image_url?: string;
            };
            scores: components["schemas"]["ThreeScoresInput"];
            alerts: {
                profile_id?: string;
                name: string;
                alerts: {
                    code: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    message: string;
                }[];
            }[];
        };
        BasketSummaryInput: {
            items: number;
            checked: number;
            matched: number;
            people: {
                profile_id?: string;
                name: string;
                items_with_alerts: number;
                items_unsure: number;
            }[];
            average_scores: components["schemas"]["ThreeScoresInput"];
            worst: {
                item_id: string;
                product_id: string;
                name: string;
                why: string;
                better_choices: components["schemas"]["AlternativeInput"][];
            }[];
        };
        ListReportInput: {
            people: {
                id?: string;
                name: string;
            }[];
            items: components["schemas"]["ListItemReportInput"][];
            summary: components["schemas"]["BasketSummaryInput"];
        };
        ListPageInput: {
            id: string;
            name: string;
            share: components["schemas"]["ShareLinkInput"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            items: components["schemas"]["ListItemReportInput"][];
            people: {
                id?: string;
                name: string;
            }[];
            summary: components["schemas"]["BasketSummaryInput"];
        };
        ListReportRequestInput: {
            items: {
                id?: string;
                product_id?: string;
                /** @default  */
                text: string;
                /** @default 1 */
                quantity: number;
                /** @default false */
                checked: boolean;
            }[];
            profiles?: {
                id?: string;
                name: string;
                /** @default {} */
                preferences: components["schemas"]["PreferencesInput"];
            }[];
        };
        SharedListInput: {
            name: string;
            /** Format: date-time */
            updated_at: string;
            items: {
                id: string;
                product_id: string | null;
                text: string;
                quantity: number;
                checked: boolean;
                product?: {
                    name: string;
                    brand: string;
                    quantity?: string;
                    image_url?: string;
                };
                scores: components["schemas"]["ThreeScoresInput"];
            }[];
        };
        ListExportInput: {
            /** @constant */
            format: "clearcart-list";
            /** @constant */
            version: 1;
            name: string;
            /** Format: date-time */
            exported_at?: string;
            items: {
                product_id?: string | null;
                name?: string;
                brand?: string;
                /** @default  */
                text: string;
                /** @default 1 */
                quantity: number;
                /** @default false */
                checked: boolean;
            }[];
        };
        /** @enum {string} */
        LabelPanelInput: "ingredients" | "nutrition" | "front" | "lot";
        /** @enum {string} */
        LabelLanguageInput: "en" | "fr" | "de" | "es" | "it" | "nl";
        LabelNutritionInput: {
            /** @enum {string} */
            basis: "100g" | "100ml";
            energy_kj?: number;
            energy_kcal?: number;
            fat?: number;
            saturated_fat?: number;
            carbohydrates?: number;
            sugars?: number;
            fiber?: number;
            proteins?: number;
            salt?: number;
        };
        LabelWarningInput: {
            /** @enum {string} */
            code: "no_text" | "no_heading" | "no_ingredients" | "no_table" | "basis_assumed" | "per_serving_converted" | "salt_from_sodium" | "energy_mismatch" | "energy_units_mismatch" | "saturates_over_fat" | "sugars_over_carbohydrates" | "over_100g" | "low_confidence" | "figures_corrected" | "allergen_corrected" | "no_claims" | "no_lot";
            message: string;
            fields?: ("energy_kj" | "energy_kcal" | "fat" | "saturated_fat" | "carbohydrates" | "sugars" | "fiber" | "proteins" | "salt")[];
        };
        LabelReadingInput: {
            panel: components["schemas"]["LabelPanelInput"];
            language: components["schemas"]["LabelLanguageInput"] | null;
            text: string;
            confidence: number;
            ingredients?: {
                text: string;
            };
            nutrition?: components["schemas"]["LabelNutritionInput"];
            front?: {
                lines: string[];
            };
            lot?: {
                lines: string[];
            };
            warnings: components["schemas"]["LabelWarningInput"][];
        };
        ShopperFactsInput: {
            /** @enum {string} */
            kind: "food" | "beverage" | "cosmetic" | "household";
            name: string;
            brand?: string;
            category?: string;
            gtin?: string;
            language?: string;
            ingredients_text?: string;
            nutrition?: components["schemas"]["LabelNutritionInput"];
            front_text?: string[];
        };
        EvaluateFactsRequestInput: {
            facts: components["schemas"]["ShopperFactsInput"];
            preferences?: components["schemas"]["PreferencesInput"];
        };
        EvaluateWithReadRequestInput: {
            facts: components["schemas"]["ShopperFactsInput"];
            /** Format: date */
            read_on: string;
            preferences?: components["schemas"]["PreferencesInput"];
        };
        /** @enum {string} */
        MyProductPanelInput: "ingredients" | "nutrition" | "front";
        /** @enum {string} */
        ShareStatusInput: "not_shared" | "queued" | "sent" | "failed";
        MyProductShareInput: {
            status: components["schemas"]["ShareStatusInput"];
            attempts: number;
            last_error: string | null;
            sent_at: string | null;
            url: string | null;
        };
        MyProductInput: {
            /** Format: uuid */
            id: string;
            facts: components["schemas"]["ShopperFactsInput"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            photos: components["schemas"]["MyProductPanelInput"][];
            share: components["schemas"]["MyProductShareInput"];
        };
        MyProductsInput: {
            items: components["schemas"]["MyProductInput"][];
            sharing_available: boolean;
        };
        MyProductSaveInput: {
            facts: components["schemas"]["ShopperFactsInput"];
        };
        MyProductShareRequestInput: {
            /** @constant */
            consent: true;
        };
        OfflinePackHeaderInput: {
            /** @constant */
            format: "clearcart-offline-pack/1";
            version: string;
            /** Format: date-time */
            generatedAt: string;
            country: string | null;
            since: string | null;
            limit: number;
            count: number;
            part: number | null;
            parts: number;
            total: number;
            bytes: number;
            removed: string[];
        };
        OfflinePackEndInput: {
            /** @constant */
            end: true;
            count: number;
        };
        OfflinePackSummaryInput: {
            /** @constant */
            format: "clearcart-offline-pack/1";
            version: string;
            /** Format: date-time */
            generatedAt: string;
            country: string | null;
            since: string | null;
            limit: number;
            count: number;
            part: number | null;
            parts: number;
            total: number;
            bytes: number;
            removed: string[];
            downloadBytes: number;
        };
        AccountExportPhotoInput: {
            panel: components["schemas"]["MyProductPanelInput"];
            /** @constant */
            type: "image/jpeg";
            base64: string;
        };
        AccountExportViewInput: {
            product_id: string;
            name: string;
            brand: string;
            /** Format: date-time */
            viewed_at: string;
        };
        AccountExportInput: {
            /** @constant */
            format: "clearcart-account-export";
            /** @constant */
            version: 1;
            /** Format: date-time */
            exported_at: string;
            account: {
                uid: string;
                email: string | null;
                created_at: string | null;
            };
            preferences: components["schemas"]["PreferencesInput"];
            household: components["schemas"]["ProfileInput"][];
            history: components["schemas"]["AccountExportViewInput"][];
            lists: components["schemas"]["ShoppingListInput"][];
            notifications: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                read: boolean;
                productId: string;
                productName: string;
                brand: string;
                /** @enum {string} */
                certainty: "this-product" | "possibly";
                notice: {
                    /** @enum {string} */
                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                    id: string;
                    /** Format: uri */
                    url: string;
                    authority: string;
                    country: string;
                    language: string;
                    /** Format: date-time */
                    publishedAt: string;
                    /** Format: date-time */
                    updatedAt?: string;
                    /** Format: date-time */
                    endsAt?: string;
                    /** @enum {string} */
                    status: "active" | "ended";
                    title: string;
                    hazard?: string;
                    whatToDo?: string;
                    brand?: string;
                    productNames: string[];
                    gtins: string[];
                    lots: string[];
                    allLots: boolean;
                    dates: {
                        /** @enum {string} */
                        kind: "best-before" | "use-by" | "date";
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                    }[];
                    batchText?: string;
                    quantities: string[];
                };
            }[];
            push_subscriptions: {
                endpoint: string;
                /** Format: date-time */
                created_at: string;
            }[];
            my_products: {
                /** Format: uuid */
                id: string;
                facts: components["schemas"]["ShopperFactsInput"];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                photos: components["schemas"]["MyProductPanelInput"][];
                share: components["schemas"]["MyProductShareInput"];
                in_history: boolean;
                /** Format: date-time */
                viewed_at: string;
                photo_files: components["schemas"]["AccountExportPhotoInput"][];
            }[];
        };
        AccountDeleteInput: {
            /** @constant */
            confirm: true;
        };
        /** @enum {string} */
        ErrorCode: "bad_request" | "bad_url" | "invalid_request" | "invalid_json" | "invalid_characters" | "invalid_multipart" | "multipart_required" | "description_required" | "too_many_parts" | "too_many_files" | "too_many_fields" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "misdirected_request" | "limit_reached" | "payload_too_large" | "file_too_large" | "image_too_large" | "uri_too_long" | "unsupported_media_type" | "not_an_image" | "unreadable_image" | "implausible_facts" | "not_this_product" | "cannot_share" | "rate_limited" | "headers_too_large" | "internal_error" | "busy" | "sharing_off";
        Error: {
            error: components["schemas"]["ErrorCode"];
            message: string;
        };
        Source: {
            title: string;
            /** Format: uri */
            url?: string;
            quote?: string;
        };
        Certification: {
            name: string;
            verified: boolean;
            description: string;
            /** @enum {string} */
            impact: "positive" | "negative" | "neutral";
            sources?: components["schemas"]["Source"][];
        };
        OpenRecord: {
            site: string;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            fetchedAt: string;
            filled?: ("ingredients" | "nutrition" | "picture" | "labels" | "packaging" | "categories" | "origins" | "grades")[];
        };
        ProductFacts: {
            id: string;
            gtin?: string;
            name: string;
            brand: string;
            /** @default [] */
            aliases: string[];
            category: string;
            /** @default [] */
            categoryTags: string[];
            /** @enum {string} */
            kind: "food" | "beverage" | "cosmetic" | "household";
            quantity?: string;
            ingredientsText?: string;
            lang?: string;
            /** @default [] */
            allergens: string[];
            /** @default [] */
            traces: string[];
            additives?: string[];
            nutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            preparedNutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            estimatedNutriments?: {
                energyKcal?: number;
                energyKj?: number;
                fat?: number;
                saturatedFat?: number;
                carbohydrates?: number;
                sugars?: number;
                salt?: number;
                sodium?: number;
                fiber?: number;
                proteins?: number;
                fruitsVegetablesNuts?: number;
            };
            /** @default false */
            perMl: boolean;
            servingSize?: string;
            servingQuantity?: number;
            /** @default [] */
            labels: string[];
            claims?: {
                text: string;
                /** @enum {string} */
                from: "name" | "labels" | "front";
                lang?: string;
            }[];
            /** Format: date */
            claimsSeenOn?: string;
            /** @default [] */
            packaging: string[];
            origins?: string;
            countries?: string[];
            /** @default [] */
            ingredientsAnalysis: string[];
            novaGroup?: number;
            /** @enum {string} */
            nutriScoreGrade?: "a" | "b" | "c" | "d" | "e";
            /** @enum {string} */
            environmentalScoreGrade?: "a-plus" | "a" | "b" | "c" | "d" | "e" | "f";
            /** Format: uri */
            imageUrl?: string;
            sources: components["schemas"]["Source"][];
            openRecord?: components["schemas"]["OpenRecord"];
        };
        /** @enum {string} */
        ReportLanguage: "en" | "fr" | "de" | "es" | "it" | "nl";
        NutritionFacts: {
            /** @enum {string} */
            basis: "100 g" | "100 ml";
            per_100: {
                energy_kj?: number;
                energy_kcal?: number;
                fat?: number;
                saturated_fat?: number;
                carbohydrates?: number;
                sugars?: number;
                fibre?: number;
                proteins?: number;
                salt?: number;
            };
            per_portion?: {
                quantity: number;
                serving_size?: string;
                values: {
                    energy_kj?: number;
                    energy_kcal?: number;
                    fat?: number;
                    saturated_fat?: number;
                    carbohydrates?: number;
                    sugars?: number;
                    fibre?: number;
                    proteins?: number;
                    salt?: number;
                };
            };
            lights: {
                /** @enum {string} */
                fat?: "low" | "medium" | "high";
                /** @enum {string} */
                saturated_fat?: "low" | "medium" | "high";
                /** @enum {string} */
                sugars?: "low" | "medium" | "high";
                /** @enum {string} */
                salt?: "low" | "medium" | "high";
            };
        };
        HealthSection: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["Source"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            allergens: {
                [key: string]: {
                    /** @enum {string} */
                    status: "yes" | "no" | "unknown";
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    notes: string;
                    highlighted: boolean;
                    may_contain?: boolean;
                };
            };
            health_concerns: {
                [key: string]: {
                    /** @enum {string} */
                    status: "high" | "medium" | "low" | "no";
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    notes: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                };
            };
            ingredients: {
                list: string[];
                notable_ingredients: {
                    name: string;
                    purpose: string;
                    concerns: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                }[];
            };
            certifications: components["schemas"]["Certification"][];
            nutri_score?: {
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
                points: number;
            };
            nova_group?: number;
            /** @enum {string} */
            off_green_score?: "a-plus" | "a" | "b" | "c" | "d" | "e" | "f";
            nutrition?: components["schemas"]["NutritionFacts"];
            company_health_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["Source"][];
                }[];
                sources: components["schemas"]["Source"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguage"];
                lobbying?: {
                    summary: string;
                    examples: string[];
                };
                research_funding?: {
                    summary: string;
                    examples: string[];
                };
                marketing_practices?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        GreenClaim: {
            claim: string;
            /** @enum {string} */
            from: "labels" | "name" | "front";
            /** @enum {string} */
            verdict: "public_label" | "certified_label" | "backed" | "generic" | "offset" | "own_label" | "specific" | "organic_term";
            /** @enum {string} */
            allowed: "yes" | "unless" | "no";
            rule: string;
            details: string;
            sources: components["schemas"]["Source"][];
        };
        GreenClaimsCheck: {
            summary: string;
            claims: components["schemas"]["GreenClaim"][];
            unsupported: number;
            predates: boolean;
            scope: string;
        };
        EnvironmentalSection: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["Source"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            palm_oil: {
                contains: boolean;
                /** @enum {string} */
                status: "yes" | "no" | "maybe" | "unknown";
                status_ingredients: string[];
                certification: string;
                /** @enum {string} */
                sustainability_level: "high" | "medium" | "low" | "unknown";
                details: string;
                explanation: string;
                rating: string;
                highlighted: boolean;
                sources?: components["schemas"]["Source"][];
            };
            environmental_factors: {
                carbon_footprint: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                    kg_co2e_per_kg?: number;
                    basis?: string;
                };
                water_usage: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                    litres_per_kg?: number;
                };
                resource_depletion: {
                    rating: string;
                    details: string;
                    method?: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                };
                packaging: {
                    /** @enum {string} */
                    recyclability: "fully" | "partially" | "none" | "unknown";
                    /** @enum {string} */
                    biodegradable: "yes" | "partially" | "no" | "unknown";
                    details: string;
                    highlighted: boolean;
                    sources?: components["schemas"]["Source"][];
                };
                others?: {
                    [key: string]: {
                        rating: string;
                        status: string;
                        /** @enum {string} */
                        severity: "high" | "medium" | "low";
                        details: string;
                    };
                };
            };
            certifications: components["schemas"]["Certification"][];
            green_claims?: components["schemas"]["GreenClaimsCheck"];
            company_environmental_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["Source"][];
                }[];
                sources: components["schemas"]["Source"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguage"];
                water_issues?: {
                    summary: string;
                    examples: string[];
                };
                pollution_incidents?: {
                    summary: string;
                    examples: string[];
                };
                lobbying?: {
                    summary: string;
                    examples: string[];
                };
                greenwashing?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        EthicalSection: {
            impact_summary: string;
            recommendations: string[];
            /** @enum {string} */
            reliability: "High" | "Medium" | "Low";
            sources: components["schemas"]["Source"][];
            data_confidence: {
                [key: string]: "High" | "Medium" | "Low";
            };
            score?: number;
            /** @enum {string} */
            grade?: "A" | "B" | "C" | "D" | "E";
            labor_practices: {
                /** @enum {string} */
                rating: "poor" | "fair" | "good" | "unknown";
                details: string;
                highlighted: boolean;
                sources?: components["schemas"]["Source"][];
            };
            animal_testing: {
                /** @enum {string} */
                status: "yes" | "no" | "unknown";
                details: string;
                highlighted: boolean;
                sources?: components["schemas"]["Source"][];
            };
            animal_welfare: {
                /** @enum {string} */
                status: "concerning" | "humane" | "none" | "unknown";
                /** @enum {string} */
                rating: "poor" | "fair" | "good" | "not applicable" | "unknown";
                certification: string;
                details: string;
                notes: string;
                highlighted: boolean;
                sources?: components["schemas"]["Source"][];
            };
            animal_derived_content: {
                /** @enum {string} */
                contains_animal_ingredients: "yes" | "no" | "maybe" | "unknown";
                /** @enum {string} */
                vegan: "yes" | "no" | "maybe" | "unknown";
                /** @enum {string} */
                vegetarian: "yes" | "no" | "maybe" | "unknown";
                uncertain_ingredients: string[];
                animal_product_type: ("dairy" | "meat" | "eggs" | "seafood" | "animal material" | "bee product" | "gelatin product" | "unknown")[];
                evidence: string[];
            };
            social_impact: string;
            overall_summary: string;
            certifications: components["schemas"]["Certification"][];
            company_ethical_initiatives?: {
                summary: string;
                highlights: string[];
                concerns: {
                    issue: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    /** @enum {string} */
                    status: "ongoing" | "historical" | "other";
                    description: string;
                    sources: components["schemas"]["Source"][];
                }[];
                sources: components["schemas"]["Source"][];
                /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                language?: components["schemas"]["ReportLanguage"];
                labor_practices?: {
                    summary: string;
                    examples: string[];
                };
                community_impact?: {
                    summary: string;
                    examples: string[];
                };
                corporate_governance?: {
                    summary: string;
                    examples: string[];
                };
                diversity_inclusion?: {
                    summary: string;
                    examples: string[];
                };
            };
        };
        ProductEntity: {
            id: string;
            name: string;
            brand: string;
            category: string;
            confidence: number;
            /** @enum {string} */
            identifiedBy: "text search" | "barcode" | "label text" | "catalog" | "Open Food Facts" | "Open Beauty Facts" | "Open Products Facts" | "LLM";
            /** @enum {string} */
            type: "food" | "beverage" | "cosmetic" | "household";
            gtin?: string;
            quantity?: string;
            image_url?: string;
            certifications: components["schemas"]["Certification"][];
            parent_company?: string;
            manufacturer?: string;
            insights: {
                product?: {
                    story: string;
                    sources: components["schemas"]["Source"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguage"];
                };
                brand?: {
                    history?: string;
                    values?: string;
                    mission?: string;
                    reputation?: string;
                    story?: string;
                    sources: components["schemas"]["Source"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguage"];
                };
                company?: {
                    name: string;
                    description?: string;
                    about?: string;
                    sustainability_efforts?: string;
                    country?: string;
                    founded?: string;
                    ownership?: {
                        company: string;
                        /** @enum {string} */
                        relation: "brand owner" | "parent" | "ultimate parent";
                        as_of?: string;
                        verified_on?: string;
                        pending?: {
                            event: string;
                            expected: string;
                        };
                        sources: components["schemas"]["Source"][];
                    }[];
                    markets?: {
                        text: string;
                        verified_on?: string;
                        sources: components["schemas"]["Source"][];
                    }[];
                    sources: components["schemas"]["Source"][];
                    /** @description The language these statements are written in, when it is not the report's; absent: the report's */
                    language?: components["schemas"]["ReportLanguage"];
                };
            };
            ratings?: {
                health: components["schemas"]["HealthSection"];
                environmental: components["schemas"]["EnvironmentalSection"];
                ethical: components["schemas"]["EthicalSection"];
            };
        };
        ReadCompletion: {
            facts: ("ingredients" | "nutrition")[];
            /** Format: date */
            read_on: string;
        };
        ProductResponse: {
            entity: components["schemas"]["ProductEntity"];
            ratings?: {
                health: components["schemas"]["HealthSection"];
                environmental: components["schemas"]["EnvironmentalSection"];
                ethical: components["schemas"]["EthicalSection"];
            };
            personal_alerts?: {
                code: string;
                /** @enum {string} */
                severity: "high" | "medium" | "low";
                message: string;
            }[];
            metadata: {
                data_quality: {
                    /** @enum {string} */
                    evaluation_status: "basic" | "complete";
                };
                sources: components["schemas"]["Source"][];
                attribution?: string[];
                open_record?: components["schemas"]["OpenRecord"];
                completed_with?: components["schemas"]["ReadCompletion"];
                language?: components["schemas"]["ReportLanguage"];
            };
        };
        IdentifyResponse: {
            product_id: string | null;
            confidence: number;
            identified_by: ("text search" | "barcode" | "label text" | "catalog" | "Open Food Facts" | "Open Beauty Facts" | "Open Products Facts" | "LLM") | null;
            candidates: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
            message?: string;
            read?: string;
            /** @constant */
            looking_up?: true;
        };
        Suggestions: {
            suggestions: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
        };
        Sizes: {
            sizes: {
                product_id: string;
                name: string;
                brand: string;
                quantity?: string;
                gtin?: string;
                score: number;
            }[];
        };
        ProductImage: {
            imageUrl: string;
            source: string;
        };
        ThreeScores: {
            health: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
            environmental: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
            ethical: {
                score: number;
                /** @enum {string} */
                grade: "A" | "B" | "C" | "D" | "E";
            } | null;
        };
        Alternative: {
            id: string;
            name: string;
            brand: string;
            quantity?: string;
            image_url?: string;
            scores: components["schemas"]["ThreeScores"];
            reasons: string[];
            gain: number;
        };
        Alternatives: {
            product_id: string;
            category: string | null;
            alternatives: components["schemas"]["Alternative"][];
            message?: string;
        };
        HistoryEntry: {
            product_id: string;
            name: string;
            brand: string;
            quantity?: string;
            image_url?: string;
            scores: components["schemas"]["ThreeScores"];
            /** Format: date-time */
            viewed_at: string;
            my_product_id?: string;
        };
        History: {
            entries: components["schemas"]["HistoryEntry"][];
        };
        HistoryAdd: {
            product_id: string;
            /** Format: date-time */
            viewed_at?: string;
        };
        Preferences: {
            health: {
                /** @default [] */
                allergens: unknown;
                /** @default [] */
                dietary_restrictions: unknown;
                sensitivities: {
                    /** @default 0 */
                    chemicals: number;
                    /** @default 0 */
                    preservatives: number;
                    /** @default 0 */
                    artificial_additives: number;
                };
                /** @default [] */
                avoid_ingredients: unknown;
            };
            environment: {
                /** @default [] */
                certifications: unknown;
                /** @default [] */
                ingredients_to_avoid: unknown;
            };
            ethical: {
                /** @default [] */
                certifications: unknown;
                /**
                 * @default neutral
                 * @enum {string}
                 */
                animal_testing: "strongly_avoid" | "prefer_avoid" | "neutral" | "acceptable";
                /** @default  */
                additional_concerns: string;
            };
            /** @enum {string} */
            language?: "en" | "fr" | "de" | "es" | "it" | "nl";
        };
        EvaluateRequest: {
            preferences?: components["schemas"]["Preferences"];
        };
        Profile: {
            id: string;
            name: string;
            primary: boolean;
            preferences: components["schemas"]["Preferences"];
        };
        NewProfile: {
            name: string;
            preferences: components["schemas"]["Preferences"];
        };
        Profiles: {
            profiles: components["schemas"]["Profile"][];
        };
        HouseholdAlertsRequest: {
            product_ids: string[];
            profiles: {
                id?: string;
                name: string;
                preferences: components["schemas"]["Preferences"];
            }[];
        };
        HouseholdAlerts: {
            products: {
                product_id: string;
                people: {
                    profile_id?: string;
                    name: string;
                    alerts: {
                        code: string;
                        /** @enum {string} */
                        severity: "high" | "medium" | "low";
                        message: string;
                    }[];
                }[];
            }[];
        };
        NewListItem: {
            product_id?: string;
            /** @default  */
            text: string;
            /** @default 1 */
            quantity: number;
            /** @default false */
            checked: boolean;
        };
        ListItemChange: {
            product_id?: string | null;
            text?: string;
            quantity?: number;
            checked?: boolean;
        };
        NewList: {
            name: string;
            /** @default [] */
            items: components["schemas"]["NewListItem"][];
            device_id?: string;
        };
        ListRename: {
            name: string;
        };
        ListOrder: {
            item_ids: string[];
        };
        ListItem: {
            id: string;
            product_id: string | null;
            text: string;
            quantity: number;
            checked: boolean;
            product?: {
                name: string;
                brand: string;
                quantity?: string;
                image_url?: string;
            };
        };
        ShareLink: {
            token: string;
            path: string;
        };
        ShoppingList: {
            id: string;
            name: string;
            share: components["schemas"]["ShareLink"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            items: components["schemas"]["ListItem"][];
        };
        ListOverview: {
            id: string;
            name: string;
            items: number;
            checked: number;
            shared: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        Lists: {
            lists: components["schemas"]["ListOverview"][];
        };
        ListItemReport: {
            id: string;
            product_id: string | null;
            text: string;
            quantity: number;
            checked: boolean;
            product?: {
                name: string;
                brand: string;
                quantity?: string;
                image_url?: string;
            };
            scores: components["schemas"]["ThreeScores"];
            alerts: {
                profile_id?: string;
                name: string;
                alerts: {
                    code: string;
                    /** @enum {string} */
                    severity: "high" | "medium" | "low";
                    message: string;
                }[];
            }[];
        };
        BasketSummary: {
            items: number;
            checked: number;
            matched: number;
            people: {
                profile_id?: string;
                name: string;
                items_with_alerts: number;
                items_unsure: number;
            }[];
            average_scores: components["schemas"]["ThreeScores"];
            worst: {
                item_id: string;
                product_id: string;
                name: string;
                why: string;
                better_choices: components["schemas"]["Alternative"][];
            }[];
        };
        ListReport: {
            people: {
                id?: string;
                name: string;
            }[];
            items: components["schemas"]["ListItemReport"][];
            summary: components["schemas"]["BasketSummary"];
        };
        ListPage: {
            id: string;
            name: string;
            share: components["schemas"]["ShareLink"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            items: components["schemas"]["ListItemReport"][];
            people: {
                id?: string;
                name: string;
            }[];
            summary: components["schemas"]["BasketSummary"];
        };
        ListReportRequest: {
            items: {
                id?: string;
                product_id?: string;
                /** @default  */
                text: string;
                /** @default 1 */
                quantity: number;
                /** @default false */
                checked: boolean;
            }[];
            profiles?: {
                id?: string;
                name: string;
                preferences: components["schemas"]["Preferences"];
            }[];
        };
        SharedList: {
            name: string;
            /** Format: date-time */
            updated_at: string;
            items: {
                id: string;
                product_id: string | null;
                text: string;
                quantity: number;
                checked: boolean;
                product?: {
                    name: string;
                    brand: string;
                    quantity?: string;
                    image_url?: string;
                };
                scores: components["schemas"]["ThreeScores"];
            }[];
        };
        ListExport: {
            /** @constant */
            format: "clearcart-list";
            /** @constant */
            version: 1;
            name: string;
            /** Format: date-time */
            exported_at?: string;
            items: {
                product_id?: string | null;
                name?: string;
                brand?: string;
                /** @default  */
                text: string;
                /** @default 1 */
                quantity: number;
                /** @default false */
                checked: boolean;
            }[];
        };
        /** @enum {string} */
        LabelPanel: "ingredients" | "nutrition" | "front" | "lot";
        /** @enum {string} */
        LabelLanguage: "en" | "fr" | "de" | "es" | "it" | "nl";
        LabelNutrition: {
            /** @enum {string} */
            basis: "100g" | "100ml";
            energy_kj?: number;
            energy_kcal?: number;
            fat?: number;
            saturated_fat?: number;
            carbohydrates?: number;
            sugars?: number;
            fiber?: number;
            proteins?: number;
            salt?: number;
        };
        LabelWarning: {
            /** @enum {string} */
            code: "no_text" | "no_heading" | "no_ingredients" | "no_table" | "basis_assumed" | "per_serving_converted" | "salt_from_sodium" | "energy_mismatch" | "energy_units_mismatch" | "saturates_over_fat" | "sugars_over_carbohydrates" | "over_100g" | "low_confidence" | "figures_corrected" | "allergen_corrected" | "no_claims" | "no_lot";
            message: string;
            fields?: ("energy_kj" | "energy_kcal" | "fat" | "saturated_fat" | "carbohydrates" | "sugars" | "fiber" | "proteins" | "salt")[];
        };
        LabelReading: {
            panel: components["schemas"]["LabelPanel"];
            language: components["schemas"]["LabelLanguage"] | null;
            text: string;
            confidence: number;
            ingredients?: {
                text: string;
            };
            nutrition?: components["schemas"]["LabelNutrition"];
            front?: {
                lines: string[];
            };
            lot?: {
                lines: string[];
            };
            warnings: components["schemas"]["LabelWarning"][];
        };
        ShopperFacts: {
            /** @enum {string} */
            kind: "food" | "beverage" | "cosmetic" | "household";
            name: string;
            brand?: string;
            category?: string;
            gtin?: string;
            language?: string;
            ingredients_text?: string;
            nutrition?: components["schemas"]["LabelNutrition"];
            front_text?: string[];
        };
        EvaluateFactsRequest: {
            facts: components["schemas"]["ShopperFacts"];
            preferences?: components["schemas"]["Preferences"];
        };
        EvaluateWithReadRequest: {
            facts: components["schemas"]["ShopperFacts"];
            /** Format: date */
            read_on: string;
            preferences?: components["schemas"]["Preferences"];
        };
        /** @enum {string} */
        MyProductPanel: "ingredients" | "nutrition" | "front";
        /** @enum {string} */
        ShareStatus: "not_shared" | "queued" | "sent" | "failed";
        MyProductShare: {
            status: components["schemas"]["ShareStatus"];
            attempts: number;
            last_error: string | null;
            sent_at: string | null;
            url: string | null;
        };
        MyProduct: {
            /** Format: uuid */
            id: string;
            facts: components["schemas"]["ShopperFacts"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            photos: components["schemas"]["MyProductPanel"][];
            share: components["schemas"]["MyProductShare"];
        };
        MyProducts: {
            items: components["schemas"]["MyProduct"][];
            sharing_available: boolean;
        };
        MyProductSave: {
            facts: components["schemas"]["ShopperFacts"];
        };
        MyProductShareRequest: {
            /** @constant */
            consent: true;
        };
        OfflinePackHeader: {
            /** @constant */
            format: "clearcart-offline-pack/1";
            version: string;
            /** Format: date-time */
            generatedAt: string;
            country: string | null;
            since: string | null;
            limit: number;
            count: number;
            part: number | null;
            parts: number;
            total: number;
            bytes: number;
            removed: string[];
        };
        OfflinePackEnd: {
            /** @constant */
            end: true;
            count: number;
        };
        OfflinePackSummary: {
            /** @constant */
            format: "clearcart-offline-pack/1";
            version: string;
            /** Format: date-time */
            generatedAt: string;
            country: string | null;
            since: string | null;
            limit: number;
            count: number;
            part: number | null;
            parts: number;
            total: number;
            bytes: number;
            removed: string[];
            downloadBytes: number;
        };
        AccountExportPhoto: {
            panel: components["schemas"]["MyProductPanel"];
            /** @constant */
            type: "image/jpeg";
            base64: string;
        };
        AccountExportView: {
            product_id: string;
            name: string;
            brand: string;
            /** Format: date-time */
            viewed_at: string;
        };
        AccountExport: {
            /** @constant */
            format: "clearcart-account-export";
            /** @constant */
            version: 1;
            /** Format: date-time */
            exported_at: string;
            account: {
                uid: string;
                email: string | null;
                created_at: string | null;
            };
            preferences: components["schemas"]["Preferences"];
            household: components["schemas"]["Profile"][];
            history: components["schemas"]["AccountExportView"][];
            lists: components["schemas"]["ShoppingList"][];
            notifications: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                read: boolean;
                productId: string;
                productName: string;
                brand: string;
                /** @enum {string} */
                certainty: "this-product" | "possibly";
                notice: {
                    /** @enum {string} */
                    source: "rappelconso" | "fsa" | "openfda" | "safetygate";
                    id: string;
                    /** Format: uri */
                    url: string;
                    authority: string;
                    country: string;
                    language: string;
                    /** Format: date-time */
                    publishedAt: string;
                    /** Format: date-time */
                    updatedAt?: string;
                    /** Format: date-time */
                    endsAt?: string;
                    /** @enum {string} */
                    status: "active" | "ended";
                    title: string;
                    hazard?: string;
                    whatToDo?: string;
                    brand?: string;
                    productNames: string[];
                    gtins: string[];
                    lots: string[];
                    allLots: boolean;
                    dates: {
                        /** @enum {string} */
                        kind: "best-before" | "use-by" | "date";
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                    }[];
                    batchText?: string;
                    quantities: string[];
                };
            }[];
            push_subscriptions: {
                endpoint: string;
                /** Format: date-time */
                created_at: string;
            }[];
            my_products: {
                /** Format: uuid */
                id: string;
                facts: components["schemas"]["ShopperFacts"];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                photos: components["schemas"]["MyProductPanel"][];
                share: components["schemas"]["MyProductShare"];
                in_history: boolean;
                /** Format: date-time */
                viewed_at: string;
                photo_files: components["schemas"]["AccountExportPhoto"][];
            }[];
        };
        AccountDelete: {
            /** @constant */
            confirm: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
