// Generated from apps/api/openapi.json by scripts/codegen.mjs (openapi-typescript): do not edit.

export interface paths {
    "/api/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The access log of every customer's health data (admin) */
        get: {
            parameters: {
                query?: {
                    customerId?: string;
                    orderId?: string;
                    pageIndex?: number;
                    pageSize?: number;
                    query?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of reads, newest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                firstAt: string;
                                id: string;
                                lastAt: string;
                                orderId: string;
                                orderNumber: string;
                                /** @enum {string} */
                                purpose: "review" | "operations" | "support";
                                reads: number;
                                /** @enum {string} */
                                resource: "results" | "ecg_strip" | "results_pdf" | "results_fhir" | "review" | "diary" | "cardiac_report_pdf" | "recording" | "urgent_finding";
                                staff: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "admin" | "cardiologist";
                                };
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description The filter is wrong. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description Not signed in. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description Not allowed to read the access log. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
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
        /** The SPA's sign-in settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the SPA needs to sign in; public by nature. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auth: {
                                apiScope: string;
                                authority: string;
                                builtIn: boolean;
                                clientId: string;
                                postLogoutRedirectUri: string;
                                redirectUri: string;
                                silentRedirectUri: string;
                            };
                            languages: string[];
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
    "/api/data-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has seen my data: staff reads of the caller's health data */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of reads, newest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                firstAt: string;
                                id: string;
                                lastAt: string;
                                orderId: string;
                                orderNumber: string;
                                /** @enum {string} */
                                purpose: "review" | "operations" | "support";
                                reads: number;
                                /** @enum {string} */
                                resource: "results" | "ecg_strip" | "results_pdf" | "results_fhir" | "review" | "diary" | "cardiac_report_pdf" | "recording" | "urgent_finding";
                                staff: {
                                    gmcNumber: string | null;
                                    name: string | null;
                                    professionalRole: string | null;
                                    /** @enum {string} */
                                    role: "admin" | "cardiologist";
                                };
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description The page parameters are wrong. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description Not signed in. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
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
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process answers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
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
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue (inactive products too for catalogue managers) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 (default 1). */
                    pageIndex?: number;
                    /** @description Items per page (default 10). */
                    pageSize?: number;
                    /** @description Text the items must contain. */
                    query?: string;
                    /** @description Sort key. */
                    "sort[key]"?: "name" | "category" | "productCode" | "vendor" | "price" | "status" | "costPerItem" | "bulkDiscountPrice" | "taxRate" | "sales" | "salesPercentage" | "";
                    /** @description Sort direction. */
                    "sort[order]"?: "asc" | "desc" | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                active: boolean;
                                bulkDiscountPrice: number;
                                costPerItem: number;
                                description: string;
                                id: string;
                                img: string;
                                name: string;
                                price: number;
                                productCode: string;
                                sales: number;
                                salesPercentage: number;
                                status: number;
                                taxRate: number;
                                vendor: string;
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description A list parameter is wrong (`parameter` names it). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description Not signed in. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
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
        /** One product */
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
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            bulkDiscountPrice: number;
                            costPerItem: number;
                            description: string;
                            id: string;
                            img: string;
                            name: string;
                            price: number;
                            productCode: string;
                            sales: number;
                            salesPercentage: number;
                            status: number;
                            taxRate: number;
                            vendor: string;
                        };
                    };
                };
                /** @description Not signed in. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issues?: unknown[];
                            message: string;
                            parameter?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description No such product (or inactive, for customers); no body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: the database and the identity provider answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                /** @enum {string} */
                                database?: "ok" | "unavailable";
                                /** @enum {string} */
                                identityProvider?: "ok" | "unavailable";
                            };
                            /** @enum {string} */
                            status: "ready" | "not ready";
                        };
                    };
                };
                /** @description Not ready (Retry-After says when to ask again). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                /** @enum {string} */
                                database?: "ok" | "unavailable";
                                /** @enum {string} */
                                identityProvider?: "ok" | "unavailable";
                            };
                            /** @enum {string} */
                            status: "ready" | "not ready";
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
