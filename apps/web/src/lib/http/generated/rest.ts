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
                                resource: "results" | "ecg_strip" | "results_pdf" | "results_fhir" | "review" | "diary" | "cardiac_report_pdf" | "recording" | "cardiac_report" | "urgent_finding";
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
    "/api/avatars/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture, to anyone holding its capability URL (?v=key) */
        get: {
            parameters: {
                query: {
                    v: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description No such picture (or an old key). */
                404: {
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
    "/api/avatars/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the caller's picture (the image's bytes as the body) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A JPEG, PNG or WebP image. */
            requestBody?: {
                content: {
                    "application/octet-stream": string;
                };
            };
            responses: {
                /** @description The new picture’s address. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string | null;
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
                /** @description The image is too large. */
                413: {
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
                /** @description Not an image we take. */
                415: {
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
                /** @description The image cannot be read. */
                422: {
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
                /** @description Too many changes (Retry-After, retryAfterSeconds). */
                429: {
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
        post?: never;
        /** Remove the caller's picture */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No picture now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string | null;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cardiac-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's signed cardiac reports (the latest version of each) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reports. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                amendmentReason: string | null;
                                artefacts: number;
                                cardiologistGmc: string;
                                cardiologistName: string;
                                cardiologistRole: string;
                                conclusion: string;
                                diary: {
                                    activity: string;
                                    activityLabel: string;
                                    atS: number | null;
                                    hrBpm: number | null;
                                    id: string;
                                    note: string;
                                    occurredAt: string;
                                    symptom: string;
                                    symptomLabel: string;
                                }[];
                                findings: string;
                                headline?: string;
                                id: string;
                                keyEvents: {
                                    atS: number;
                                    confidence?: number;
                                    durationS: number;
                                    endSample: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                    label: string;
                                    meanHr?: number | null;
                                    startSample: number;
                                    startTime: string | null;
                                    uncertain?: boolean;
                                    value: number;
                                }[];
                                orderId: string;
                                orderNumber: string;
                                recorderEvents?: {
                                    events: {
                                        atS: number;
                                        durationS: number | null;
                                        text: string;
                                    }[];
                                    omitted: number;
                                } | null;
                                recording: {
                                    durationS: number;
                                    format?: string;
                                    startTime: string | null;
                                };
                                signedAt: string | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                urgent: {
                                    flaggedAt: string;
                                    label?: string;
                                    note: string;
                                    outOfHours: boolean;
                                    reason: string;
                                } | null;
                                version: number;
                                versions: {
                                    amendmentReason: string | null;
                                    cardiologistName: string;
                                    id: string;
                                    signedAt: string | null;
                                    version: number;
                                }[];
                            }[];
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
    "/api/cardiac-reports/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One signed version of an order’s cardiac report (the latest without `version`) */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amendmentReason: string | null;
                            artefacts: number;
                            cardiologistGmc: string;
                            cardiologistName: string;
                            cardiologistRole: string;
                            conclusion: string;
                            diary: {
                                activity: string;
                                activityLabel: string;
                                atS: number | null;
                                hrBpm: number | null;
                                id: string;
                                note: string;
                                occurredAt: string;
                                symptom: string;
                                symptomLabel: string;
                            }[];
                            findings: string;
                            headline?: string;
                            id: string;
                            keyEvents: {
                                atS: number;
                                confidence?: number;
                                durationS: number;
                                endSample: number;
                                id: string;
                                /** @enum {string} */
                                kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                label: string;
                                meanHr?: number | null;
                                startSample: number;
                                startTime: string | null;
                                uncertain?: boolean;
                                value: number;
                            }[];
                            orderId: string;
                            orderNumber: string;
                            recorderEvents?: {
                                events: {
                                    atS: number;
                                    durationS: number | null;
                                    text: string;
                                }[];
                                omitted: number;
                            } | null;
                            recording: {
                                durationS: number;
                                format?: string;
                                startTime: string | null;
                            };
                            signedAt: string | null;
                            status: string;
                            summary: {
                                articleId?: string;
                                display: string;
                                id: string;
                                label: string;
                            }[];
                            urgent: {
                                flaggedAt: string;
                                label?: string;
                                note: string;
                                outOfHours: boolean;
                                reason: string;
                            } | null;
                            version: number;
                            versions: {
                                amendmentReason: string | null;
                                cardiologistName: string;
                                id: string;
                                signedAt: string | null;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Ask for a version number: ?version=1. */
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
                /** @description No signed report (or no such version) the caller may see. */
                404: {
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
    "/api/cardiac-reports/{orderId}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed version of the cardiac report as PDF (the latest without `version`) */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Ask for a version number: ?version=1. */
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
                /** @description No signed report (or no such version) the caller may see. */
                404: {
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
                                resource: "results" | "ecg_strip" | "results_pdf" | "results_fhir" | "review" | "diary" | "cardiac_report_pdf" | "recording" | "cardiac_report" | "urgent_finding";
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
    "/api/deletion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open requests by due date, then recent closed ones (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The requests. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            }[];
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
                /** @description Not allowed. */
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
        /** Ask for the account to be deleted (the customer, from settings) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description An optional note to support. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The deletion request. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Invalid note. */
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete what may be deleted and keep the clinical record (admin) */
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
                /** @description The deletion request. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/{id}/identity-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record how the requester’s identity was checked (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The method and what was checked. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "reply-from-own-address" | "phone-call-on-file" | "other";
                        notes: string;
                    };
                };
            };
            responses: {
                /** @description The deletion request. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Invalid body. */
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse the request with a reason sent to the customer (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The reason. */
            requestBody?: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The deletion request. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Invalid reason. */
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an open request (its customer, or support) */
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
                /** @description The deletion request. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/by-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a request that came by email from the account’s address (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The account address and a note. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The deletion request. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Invalid body. */
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
                /** @description Not allowed. */
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
                /** @description No such request. */
                404: {
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
                /** @description The request is not in a state that allows this. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletion-requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's newest deletion request (null: none) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The newest request. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                channel: "email" | "settings";
                                completedAt: string | null;
                                dueBy: string;
                                email: string | null;
                                id: string;
                                identityCheckedAt: string | null;
                                /** @enum {string|null} */
                                identityMethod: "reply-from-own-address" | "phone-call-on-file" | "other" | null;
                                identityNotes: string | null;
                                note: string;
                                outcome: {
                                    /** @enum {string} */
                                    action: "deleted" | "kept";
                                    keepUntil: string | null;
                                    part: string;
                                    reason: string;
                                }[] | null;
                                refusalReason: string | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "identity-checked" | "completed" | "refused" | "withdrawn";
                                userId: string;
                            } | null;
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
    "/api/helps/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published articles of a topic or matching a text */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Topic and text, both optional. */
            requestBody?: {
                content: {
                    "application/json": {
                        query?: string | null;
                        topic?: string | null;
                    };
                };
            };
            responses: {
                /** @description The articles. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authors: {
                                img: string;
                                name: string;
                            }[];
                            category: string;
                            content: string;
                            createdBy: string;
                            id: string;
                            published: boolean;
                            starred: boolean;
                            tableOfContent: {
                                id: string;
                                label: string;
                            }[];
                            tags: {
                                id: string;
                                label: string;
                            }[];
                            title: string;
                            updateTime: string;
                            updateTimeStamp: number;
                        }[];
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
                /** @description An unreadable body (the specification's 'Invalid request'). */
                500: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helps/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article */
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
                /** @description The article. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authors: {
                                img: string;
                                name: string;
                            }[];
                            category: string;
                            content: string;
                            createdBy: string;
                            id: string;
                            published: boolean;
                            starred: boolean;
                            tableOfContent: {
                                id: string;
                                label: string;
                            }[];
                            tags: {
                                id: string;
                                label: string;
                            }[];
                            title: string;
                            updateTime: string;
                            updateTimeStamp: number;
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
                /** @description No such article (or unpublished, for customers); no body. */
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
    "/api/helps/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help topics by group, and the popular articles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The help centre. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: {
                                name: string;
                                topics: {
                                    articleCounts: number;
                                    description: string;
                                    id: string;
                                    name: string;
                                }[];
                            }[];
                            popularArticles: {
                                authors: {
                                    img: string;
                                    name: string;
                                }[];
                                category: string;
                                content: string;
                                createdBy: string;
                                id: string;
                                published: boolean;
                                starred: boolean;
                                tableOfContent: {
                                    id: string;
                                    label: string;
                                }[];
                                tags: {
                                    id: string;
                                    label: string;
                                }[];
                                title: string;
                                updateTime: string;
                                updateTimeStamp: number;
                            }[];
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
    "/api/helps/manage/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article, published or not, a page at a time (admin) */
        get: {
            parameters: {
                query?: {
                    /** @description Topics to keep (repeat or separate with commas). */
                    category?: ("howToGuide" | "theData" | "accountManagement" | "tipsToImprove")[];
                    /** @description Page number, from 1 (default 1). */
                    pageIndex?: number;
                    /** @description Items per page (default 10). */
                    pageSize?: number;
                    /** @description Text the items must contain. */
                    query?: string;
                    /** @description Sort key. */
                    "sort[key]"?: "title" | "category" | "updateTime" | "updateTimeStamp" | "";
                    /** @description Sort direction. */
                    "sort[order]"?: "asc" | "desc" | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of articles. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                authors: {
                                    img: string;
                                    name: string;
                                }[];
                                category: string;
                                content: string;
                                createdBy: string;
                                id: string;
                                published: boolean;
                                starred: boolean;
                                tableOfContent: {
                                    id: string;
                                    label: string;
                                }[];
                                tags: {
                                    id: string;
                                    label: string;
                                }[];
                                title: string;
                                updateTime: string;
                                updateTimeStamp: number;
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
                /** @description Not allowed to manage help articles. */
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
        /** Write an article (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The article. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "howToGuide" | "theData" | "accountManagement" | "tipsToImprove";
                        content: string;
                        /** @default false */
                        published?: boolean;
                        /** @default false */
                        starred?: boolean;
                        /** @default [] */
                        tags?: string[];
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The article, saved. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authors: {
                                img: string;
                                name: string;
                            }[];
                            category: string;
                            content: string;
                            createdBy: string;
                            id: string;
                            published: boolean;
                            starred: boolean;
                            tableOfContent: {
                                id: string;
                                label: string;
                            }[];
                            tags: {
                                id: string;
                                label: string;
                            }[];
                            title: string;
                            updateTime: string;
                            updateTimeStamp: number;
                        };
                    };
                };
                /** @description The article is wrong (`issues` says where). */
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
                /** @description Not allowed to manage help articles. */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helps/manage/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article, published or not (admin) */
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
                /** @description The article. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authors: {
                                img: string;
                                name: string;
                            }[];
                            category: string;
                            content: string;
                            createdBy: string;
                            id: string;
                            published: boolean;
                            starred: boolean;
                            tableOfContent: {
                                id: string;
                                label: string;
                            }[];
                            tags: {
                                id: string;
                                label: string;
                            }[];
                            title: string;
                            updateTime: string;
                            updateTimeStamp: number;
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
                /** @description Not allowed to manage help articles. */
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
                /** @description No such article (or unpublished, for customers); no body. */
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
        /** Delete an article (admin) */
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
                /** @description Deleted; no body. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                /** @description Not allowed to manage help articles. */
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
                /** @description No such article (or unpublished, for customers); no body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change some fields of an article (admin) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The fields to change. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category?: "howToGuide" | "theData" | "accountManagement" | "tipsToImprove";
                        content?: string;
                        published?: boolean;
                        starred?: boolean;
                        tags?: string[];
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description The article, saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authors: {
                                img: string;
                                name: string;
                            }[];
                            category: string;
                            content: string;
                            createdBy: string;
                            id: string;
                            published: boolean;
                            starred: boolean;
                            tableOfContent: {
                                id: string;
                                label: string;
                            }[];
                            tags: {
                                id: string;
                                label: string;
                            }[];
                            title: string;
                            updateTime: string;
                            updateTimeStamp: number;
                        };
                    };
                };
                /** @description The article is wrong (`issues` says where). */
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
                /** @description Not allowed to manage help articles. */
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
                /** @description No such article (or unpublished, for customers); no body. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where outgoing mail stands: delivered, waiting for the mail server, refused (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts by state; no addresses or subjects. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivered: number;
                            localOnly: number;
                            mostAttempts: number;
                            oldestWaitingSince: string | null;
                            refused: number;
                            smtpConfigured: boolean;
                            waiting: number;
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
                /** @description Not allowed to see the mail outbox. */
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
    "/api/me/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: everything held about the caller, as a ZIP archive (UK GDPR Art. 15, 20) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive, streamed (README.txt inside says what is in it). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
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
                /** @description An export of this account is still being written. */
                429: {
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
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format), for the operator's token only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Metrics in the Prometheus text format 0.0.4 (docs/runbook.md lists them). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
                /** @description Send the operator's token: Authorization: Bearer <METRICS_TOKEN>. JSON `{ message }`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description This token is not the operator's. JSON `{ message }`. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Operator signals are off: set METRICS_TOKEN to turn them on. JSON `{ message }`. */
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
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders, a page at a time */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    query?: string;
                    sortKey?: "createdAt" | "number" | "status" | "totalPence";
                    sortOrder?: "asc" | "desc";
                    status?: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of orders. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: ({
                                analysingAt: string | null;
                                cancelledAt: string | null;
                                canEdit: boolean;
                                canPay: boolean;
                                cardiacReportReadyAt: string | null;
                                createdAt: string;
                                currency: string;
                                deliveredAt: string | null;
                                deliveryAddress: {
                                    address: string;
                                    city: string;
                                    country: string;
                                    postalCode: string;
                                    recipientName: string;
                                };
                                dispatchedAt: string | null;
                                id: string;
                                notReturnedAt: string | null;
                                number: string;
                                overdue: boolean;
                                paidAt: string | null;
                                paymentError: string | null;
                                productId: string;
                                productName: string;
                                quantity: number;
                                receivedAt: string | null;
                                refundedAt: string | null;
                                replacementChargedAt: string | null;
                                resultsReadyAt: string | null;
                                returnDueAt: string | null;
                                returnedAt: string | null;
                                /** @enum {string} */
                                status: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                                subtotalPence: number;
                                taxPence: number;
                                totalPence: number;
                                trackingNumber: string | null;
                                unitPricePence: number;
                                userId: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            total: number;
                        };
                    };
                };
                /** @description A list parameter is wrong. */
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
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order the caller may see */
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
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysingAt: string | null;
                            cancelledAt: string | null;
                            canEdit: boolean;
                            canPay: boolean;
                            cardiacReportReadyAt: string | null;
                            createdAt: string;
                            currency: string;
                            deliveredAt: string | null;
                            deliveryAddress: {
                                address: string;
                                city: string;
                                country: string;
                                postalCode: string;
                                recipientName: string;
                            };
                            dispatchedAt: string | null;
                            id: string;
                            notReturnedAt: string | null;
                            number: string;
                            overdue: boolean;
                            paidAt: string | null;
                            paymentError: string | null;
                            productId: string;
                            productName: string;
                            quantity: number;
                            receivedAt: string | null;
                            refundedAt: string | null;
                            replacementChargedAt: string | null;
                            resultsReadyAt: string | null;
                            returnDueAt: string | null;
                            returnedAt: string | null;
                            /** @enum {string} */
                            status: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                            subtotalPence: number;
                            taxPence: number;
                            totalPence: number;
                            trackingNumber: string | null;
                            unitPricePence: number;
                            userId: string;
                        } & {
                            [key: string]: unknown;
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
                /** @description No such order, or not the caller’s. */
                404: {
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
    "/api/orders/{id}/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct the date of birth, NHS number (staff) or phone (staff or the customer) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The corrected details and the reason. */
            requestBody?: {
                content: {
                    "application/json": {
                        dateOfBirth?: string | null;
                        nhsNumber?: string | null;
                        phone?: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The correction. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correction: {
                                at: string;
                                byType: string;
                                changes: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    field: "dateOfBirth" | "nhsNumber" | "phone";
                                }[];
                                reason: string;
                                reissueNeeded: boolean;
                            };
                            correctionPending: boolean;
                        };
                    };
                };
                /** @description The correction is wrong or changes nothing. */
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
                /** @description Only support staff correct the date of birth or NHS number. */
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
                /** @description No such order the caller may see. */
                404: {
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
        trace?: never;
    };
    "/api/orders/{id}/identity-corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order’s identity details, what the caller may correct, and the corrections */
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
                /** @description The details and corrections. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correctionPending: boolean;
                            current: {
                                dateOfBirth: string | null;
                                nhsNumber: string | null;
                                phone: string | null;
                            };
                            fields: ("dateOfBirth" | "nhsNumber" | "phone")[];
                            list: {
                                at: string;
                                byType: string;
                                changes: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    field: "dateOfBirth" | "nhsNumber" | "phone";
                                }[];
                                reason: string;
                                reissueNeeded: boolean;
                            }[];
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
                /** @description No such order the caller may see. */
                404: {
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
    "/api/orders/{orderId}/analysis/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed analysis again (admin); does nothing while it is queued or running */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The analysis is queued (retried: false when it already was). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RetriedAnalysis"];
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
                /** @description Not allowed to manage recordings. */
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
                /** @description No such order. */
                404: {
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
                /** @description No recording, or its analysis did not fail. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/diary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's symptom diary (its customer, or staff who may read diaries) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The diary. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                activity: string;
                                activityLabel: string;
                                id: string;
                                note: string;
                                occurredAt: string;
                                symptom: string;
                                symptomLabel: string;
                            }[];
                            open: boolean;
                            order: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                            };
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
                /** @description No such order, or not one the caller may see. */
                404: {
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
        /** Add a diary entry (the customer, while wearing the device) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The entry. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activity: "resting" | "sleeping" | "walking" | "exercising" | "working" | "eating" | "other";
                        /** @default  */
                        note?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @enum {string} */
                        symptom: "palpitations" | "chest_pain" | "dizziness" | "fainting" | "breathlessness" | "tiredness" | "other";
                    };
                };
            };
            responses: {
                /** @description The entry, saved. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activity: string;
                            activityLabel: string;
                            id: string;
                            note: string;
                            occurredAt: string;
                            symptom: string;
                            symptomLabel: string;
                        };
                    };
                };
                /** @description The entry is wrong. */
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
                /** @description No such order of the caller’s. */
                404: {
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
                /** @description The diary is closed. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/diary/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a diary entry (the customer, while the diary is open) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted; no body. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The entry id is wrong. */
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
                /** @description No such order or entry of the caller’s. */
                404: {
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
                /** @description The diary is closed. */
                409: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hold of a short recording (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The latest hold of the order (null: none). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hold: {
                                analysable: string;
                                analysableS: number;
                                decidedAt: string | null;
                                id: string;
                                minimumS: number;
                                orderId: string;
                                reason: string | null;
                                repeatOrderNumber: string | null;
                                /** @enum {string} */
                                status: "held" | "released" | "repeated";
                                wornS: number;
                            } | null;
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
                /** @description Not staff. */
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
                /** @description No such order. */
                404: {
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
    "/api/orders/{orderId}/hold/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a hold once: repeat at no cost, or release with the reason (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description Repeat or release, and why. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "repeat" | "release";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The decided hold. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hold: {
                                analysable: string;
                                analysableS: number;
                                decidedAt: string | null;
                                id: string;
                                minimumS: number;
                                orderId: string;
                                reason: string | null;
                                repeatOrderNumber: string | null;
                                /** @enum {string} */
                                status: "held" | "released" | "repeated";
                                wornS: number;
                            };
                        };
                    };
                };
                /** @description The decision or its reason is missing. */
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
                /** @description Not allowed to decide holds. */
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
                /** @description No such order, or no hold on it. */
                404: {
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
                /** @description The hold was already decided. */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order’s recording and analysis progress (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recording. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysis: {
                                attempts: number;
                                error: string | null;
                                finishedAt: string | null;
                                id: string;
                                progress: number;
                                startedAt: string | null;
                                status: string;
                            } | null;
                            maxBytes: number;
                            order: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                status: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                            };
                            patient?: {
                                dateOfBirth: string | null;
                                deviceSerial: string | null;
                                name: string;
                                returnedDeviceSerial: string | null;
                            };
                            recording: {
                                deviceSerial?: string | null;
                                durationS: number;
                                fileDeviceSerial?: string | null;
                                fileName: string;
                                filePatientDateOfBirth?: string | null;
                                filePatientName?: string | null;
                                format: string;
                                id: string;
                                patientOverrideReason?: string | null;
                                samplingRate: number;
                                sha256: string;
                                sizeBytes: number;
                                startTime: string | null;
                                /** @enum {string|null} */
                                startTimeSource?: "file" | "staff" | null;
                                uploadedAt: string;
                            } | null;
                            upload: {
                                chunkBytes: number;
                                error: string | null;
                                fileName: string;
                                format: string;
                                id: string;
                                orderId: string;
                                patientMismatch?: {
                                    disagree: ("name" | "dateOfBirth")[];
                                    file: {
                                        dateOfBirth: string | null;
                                        name: string | null;
                                    };
                                    order: {
                                        dateOfBirth: string | null;
                                        name: string;
                                    };
                                } | null;
                                receivedBytes: number;
                                sizeBytes: number;
                                status: string;
                            } | null;
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
                /** @description Not staff. */
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
                /** @description No such order. */
                404: {
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
    "/api/orders/{orderId}/recording/sampling-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a beat annotation file's sampling rate typed at intake (admin); analyses it again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The sampling rate (Hz) and the reason. */
            requestBody?: {
                content: {
                    "application/json": {
                        reason: string;
                        samplingRate: number;
                    };
                };
            };
            responses: {
                /** @description The new analysis is queued. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysisId: string;
                            reissueNeeded: boolean;
                            samplingRate: number;
                        };
                    };
                };
                /** @description The rate or the reason is wrong. */
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
                /** @description Not allowed to correct recordings. */
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
                /** @description No such order. */
                404: {
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
                /** @description No recording yet, not a beat annotation file, or its analysis is running. */
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/recording/start-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add or correct when the recorder started, after intake (admin); analyses it again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The start (UK local time) and the reason. */
            requestBody?: {
                content: {
                    "application/json": {
                        reason: string;
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description The new analysis is queued. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysisId: string;
                            reissueNeeded: boolean;
                            startTime: string;
                        };
                    };
                };
                /** @description The start time or the reason is wrong. */
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
                /** @description Not allowed to correct recordings. */
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
                /** @description No such order. */
                404: {
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
                /** @description No recording yet, or its analysis is still running. */
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/recording/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or resume) a chunked upload of an order’s recording (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The file. */
            requestBody?: {
                content: {
                    "application/json": {
                        deviceSerial?: string;
                        fileName: string;
                        /** @enum {string} */
                        kind?: "ecg" | "beat-times";
                        samplingRate?: number;
                        serialOverrideReason?: string;
                        sha256: string;
                        sizeBytes: number;
                        startTime?: string;
                        wfdbHeader?: string;
                    };
                };
            };
            responses: {
                /** @description The upload. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chunkBytes: number;
                            error: string | null;
                            fileName: string;
                            format: string;
                            id: string;
                            orderId: string;
                            patientMismatch?: {
                                disagree: ("name" | "dateOfBirth")[];
                                file: {
                                    dateOfBirth: string | null;
                                    name: string | null;
                                };
                                order: {
                                    dateOfBirth: string | null;
                                    name: string;
                                };
                            } | null;
                            receivedBytes: number;
                            sizeBytes: number;
                            status: string;
                        };
                    };
                };
                /** @description The upload details are wrong. */
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
                /** @description Not allowed to upload recordings. */
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
                /** @description Refused by the upload rules: wrong state or offset (also 404 no such order or upload, 413 too large, 422 not a recording). JSON `{ message }`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Too many uploads or chunks (Retry-After). JSON `{ message }`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or reuse) the card payment of an order awaiting payment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The order to pay. */
            requestBody?: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Where to send the customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reused: boolean;
                            sessionId: string;
                            url: string;
                        };
                    };
                };
                /** @description No order id. */
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
                /** @description No such order of the caller’s. */
                404: {
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
                /** @description The order cannot be paid now. */
                409: {
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
                /** @description Too many payment attempts. */
                429: {
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
                /** @description The payment provider did not answer. */
                502: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment provider's events (Stripe-Signature checked on the raw body) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description An event. */
            requestBody?: {
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Taken (ignored: it did not fit its order). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                            ignored?: boolean;
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description The signature does not verify. */
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
                /** @description Too many events from this address. */
                429: {
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
    "/api/ready/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness in detail (database latency, free disk, uptime), for the operator's token only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The detail. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: {
                                /** @enum {string} */
                                kind: "pglite" | "postgres";
                                ms: number;
                                ok: boolean;
                            };
                            dataDirFreeBytes: number | null;
                            node: string;
                            /** @enum {string} */
                            status: "ready" | "not ready";
                            uptimeSeconds: number;
                        };
                    };
                };
                /** @description Send the operator's token: Authorization: Bearer <METRICS_TOKEN>. JSON `{ message }`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description This token is not the operator's. JSON `{ message }`. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Operator signals are off: set METRICS_TOKEN to turn them on. JSON `{ message }`. */
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
    "/api/recording-uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upload’s progress (admin) */
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
                /** @description The upload. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chunkBytes: number;
                            error: string | null;
                            fileName: string;
                            format: string;
                            id: string;
                            orderId: string;
                            patientMismatch?: {
                                disagree: ("name" | "dateOfBirth")[];
                                file: {
                                    dateOfBirth: string | null;
                                    name: string | null;
                                };
                                order: {
                                    dateOfBirth: string | null;
                                    name: string;
                                };
                            } | null;
                            receivedBytes: number;
                            sizeBytes: number;
                            status: string;
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
                /** @description Not allowed to upload recordings. */
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
                /** @description No such upload. */
                404: {
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
    "/api/recording-uploads/{id}/chunks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write the bytes at ?offset=N (admin) */
        put: {
            parameters: {
                query: {
                    offset: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The upload. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chunkBytes: number;
                            error: string | null;
                            fileName: string;
                            format: string;
                            id: string;
                            orderId: string;
                            patientMismatch?: {
                                disagree: ("name" | "dateOfBirth")[];
                                file: {
                                    dateOfBirth: string | null;
                                    name: string | null;
                                };
                                order: {
                                    dateOfBirth: string | null;
                                    name: string;
                                };
                            } | null;
                            receivedBytes: number;
                            sizeBytes: number;
                            status: string;
                        };
                    };
                };
                /** @description No offset. */
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
                /** @description Not allowed to upload recordings. */
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
                /** @description Refused by the upload rules: wrong state or offset (also 404 no such order or upload, 413 too large, 422 not a recording). JSON `{ message }`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The chunk is too large. */
                413: {
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
                /** @description Too many uploads or chunks (Retry-After). JSON `{ message }`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The server’s storage is full: nothing from this step was kept; the upload can carry on later. JSON `{ message }`. */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/recording-uploads/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the whole file and queue its analysis (admin)
         * @description A file whose own patient name or birth date disagrees with the order answers 409 with `patientMismatch` and waits (status needs_confirmation); completing again with `patientOverrideReason` attaches it (audited).
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
            /** @description Optional: the reason to attach a mismatching file. */
            requestBody?: {
                content: {
                    "application/json": {
                        patientOverrideReason?: string;
                    };
                };
            };
            responses: {
                /** @description Queued. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysisId: string;
                            /** @enum {string} */
                            orderStatus: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                            recordingId: string;
                        };
                    };
                };
                /** @description The override reason is too short. */
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
                /** @description Not allowed to upload recordings. */
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
                /** @description Refused by the upload rules: wrong state or offset (also 404 no such order or upload, 413 too large, 422 not a recording). JSON `{ message }`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The server’s storage is full: nothing from this step was kept; the upload can carry on later. JSON `{ message }`. */
                507: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's released results and the recordings still on their way */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Results and pending recordings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                analysable: string;
                                dayNight: {
                                    day: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                    night: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                } | null;
                                dayNightWithheld: string | null;
                                engineVersion: string | null;
                                headline?: string;
                                indices: {
                                    articleId: string;
                                    /** @enum {string} */
                                    band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                    display: string;
                                    high: number;
                                    /** @enum {string} */
                                    id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                    label: string;
                                    low: number;
                                    periods?: {
                                        day: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                        night: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                    } | null;
                                    rangeDisplay: string;
                                    reading: string;
                                    unit: string;
                                    value: number | null;
                                    withheld: {
                                        reason: string | null;
                                        text: string;
                                    } | null;
                                }[];
                                nightWindows: [
                                    number,
                                    number
                                ][];
                                orderId: string;
                                orderNumber: string;
                                recording: {
                                    analysableS: number;
                                    durationS: number;
                                    format: string;
                                    samplingRate: number;
                                    startTime: string | null;
                                    totalSamples: number;
                                };
                                resultsReadyAt: string | null;
                                shortRecording: string | null;
                                signed?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                } | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                versions?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                }[];
                                warnings: string[];
                            }[];
                            pending: {
                                expectedBy: string | null;
                                orderId: string;
                                orderNumber: string;
                                receivedOn: string | null;
                                shortRecording?: boolean;
                                /** @enum {string} */
                                stage: "received" | "analysing" | "with_cardiologist";
                                status: string;
                                workingDays: number;
                            }[];
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
    "/api/results/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The results of one order */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analysable: string;
                            charts: {
                                hrPerMinute: (number | null)[];
                                poincare: [
                                    number,
                                    number
                                ][];
                                tachogram: {
                                    bucketS: number;
                                    maxMs: (number | null)[];
                                    meanMs: (number | null)[];
                                    minMs: (number | null)[];
                                };
                            };
                            dayNight: {
                                day: {
                                    articleId: string;
                                    /** @enum {string} */
                                    band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                    display: string;
                                    high: number;
                                    /** @enum {string} */
                                    id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                    label: string;
                                    low: number;
                                    periods?: {
                                        day: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                        night: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                    } | null;
                                    rangeDisplay: string;
                                    reading: string;
                                    unit: string;
                                    value: number | null;
                                    withheld: {
                                        reason: string | null;
                                        text: string;
                                    } | null;
                                }[];
                                night: {
                                    articleId: string;
                                    /** @enum {string} */
                                    band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                    display: string;
                                    high: number;
                                    /** @enum {string} */
                                    id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                    label: string;
                                    low: number;
                                    periods?: {
                                        day: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                        night: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                    } | null;
                                    rangeDisplay: string;
                                    reading: string;
                                    unit: string;
                                    value: number | null;
                                    withheld: {
                                        reason: string | null;
                                        text: string;
                                    } | null;
                                }[];
                            } | null;
                            dayNightWithheld: string | null;
                            engineVersion: string | null;
                            events: {
                                atS: number;
                                confidence?: number;
                                durationS: number;
                                endSample: number;
                                id: string;
                                /** @enum {string} */
                                kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                label: string;
                                meanHr?: number | null;
                                startSample: number;
                                startTime: string | null;
                                uncertain?: boolean;
                                value: number;
                            }[];
                            eventTotals: {
                                af?: number;
                                afl?: number;
                                avb2?: number;
                                bigeminy?: number;
                                bradycardia?: number;
                                couplet?: number;
                                pause?: number;
                                "supraventricular-beat"?: number;
                                svt?: number;
                                tachycardia?: number;
                                trigeminy?: number;
                                unanalysable?: number;
                                "ventricular-beat"?: number;
                                vf?: number;
                                vt?: number;
                            };
                            headline?: string;
                            indices: {
                                articleId: string;
                                /** @enum {string} */
                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                display: string;
                                high: number;
                                /** @enum {string} */
                                id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                label: string;
                                low: number;
                                periods?: {
                                    day: {
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        withheld?: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    };
                                    night: {
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        withheld?: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    };
                                } | null;
                                rangeDisplay: string;
                                reading: string;
                                unit: string;
                                value: number | null;
                                withheld: {
                                    reason: string | null;
                                    text: string;
                                } | null;
                            }[];
                            nightWindows: [
                                number,
                                number
                            ][];
                            orderId: string;
                            orderNumber: string;
                            recording: {
                                analysableS: number;
                                durationS: number;
                                format: string;
                                samplingRate: number;
                                startTime: string | null;
                                totalSamples: number;
                            };
                            resultsReadyAt: string | null;
                            shortRecording: string | null;
                            signed?: {
                                amendmentReason: string | null;
                                cardiologistGmc: string;
                                cardiologistName: string;
                                cardiologistRole: string;
                                signedAt: string;
                                version: number;
                            } | null;
                            status: string;
                            summary: {
                                articleId?: string;
                                display: string;
                                id: string;
                                label: string;
                            }[];
                            urgent: {
                                flaggedAt: string;
                                label?: string;
                                note: string;
                                outOfHours: boolean;
                                reason: string;
                            } | null;
                            versions?: {
                                amendmentReason: string | null;
                                cardiologistGmc: string;
                                cardiologistName: string;
                                cardiologistRole: string;
                                signedAt: string;
                                version: number;
                            }[];
                            warnings: string[];
                        };
                    };
                };
                /** @description Ask for a version number: ?version=1. */
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
                /** @description No released results of an order the caller may see. */
                404: {
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
    "/api/results/{orderId}/fhir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The results as a FHIR R4 document Bundle (download) */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The Bundle (a download). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": string;
                    };
                };
                /** @description Ask for a version number: ?version=1. */
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
                /** @description No released results of an order the caller may see. */
                404: {
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
    "/api/results/{orderId}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The results report as PDF */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Ask for a version number: ?version=1. */
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
                /** @description No released results of an order the caller may see. */
                404: {
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
    "/api/results/{orderId}/strip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw samples of a stretch of the recording (at most 60 s) */
        get: {
            parameters: {
                query?: {
                    durationS?: number;
                    fromS?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The samples. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fromSample: number;
                            samplingRate: number;
                            startTime: string | null;
                            totalSamples: number;
                            uv: number[];
                        };
                    };
                };
                /** @description The window is wrong, or starts at or after the recording ends. */
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
                /** @description No released results of an order the caller may see. */
                404: {
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
                /** @description The recording is beat times only: there is no ECG to show. */
                409: {
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
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review queue (cardiologist) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                draft: boolean;
                                events: number;
                                meanHr: string;
                                orderId: string;
                                orderNumber: string;
                                resultsReadyAt: string | null;
                                signedVersion: number | null;
                                status: string;
                            }[];
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
                /** @description Not a cardiologist. */
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
    "/api/reviews/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the cardiologist reviews for one order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correctionPendingAt?: string | null;
                            diary: {
                                activity: string;
                                activityLabel: string;
                                atS: number | null;
                                hrBpm: number | null;
                                id: string;
                                note: string;
                                occurredAt: string;
                                symptom: string;
                                symptomLabel: string;
                            }[];
                            draft: {
                                amendmentReason: string | null;
                                author: string;
                                conclusion: string;
                                findings: string;
                                mine: boolean;
                                savedAt: string;
                                version: number;
                            } | null;
                            episodes: {
                                inReport: boolean;
                                key: string;
                                /** @enum {string} */
                                verdict: "counted" | "artefact";
                            }[];
                            patient: {
                                age: number | null;
                                dateOfBirth: string | null;
                                name: string;
                                nhsNumber: string | null;
                                referral?: {
                                    gp: {
                                        address: string | null;
                                        name: string;
                                        odsCode: string | null;
                                        postcode: string | null;
                                    } | null;
                                    gpConsent: boolean;
                                    reason: string | null;
                                    /** @enum {string|null} */
                                    source: "gp" | "clinician" | "self" | null;
                                };
                                /** @enum {string|null} */
                                sex: "female" | "male" | "not_stated" | null;
                            };
                            recorderEvents?: {
                                events: {
                                    atS: number;
                                    durationS: number | null;
                                    text: string;
                                }[];
                                omitted: number;
                            } | null;
                            results: {
                                analysable: string;
                                charts: {
                                    hrPerMinute: (number | null)[];
                                    poincare: [
                                        number,
                                        number
                                    ][];
                                    tachogram: {
                                        bucketS: number;
                                        maxMs: (number | null)[];
                                        meanMs: (number | null)[];
                                        minMs: (number | null)[];
                                    };
                                };
                                dayNight: {
                                    day: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                    night: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                } | null;
                                dayNightWithheld: string | null;
                                engineVersion: string | null;
                                events: {
                                    atS: number;
                                    confidence?: number;
                                    durationS: number;
                                    endSample: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                    label: string;
                                    meanHr?: number | null;
                                    startSample: number;
                                    startTime: string | null;
                                    uncertain?: boolean;
                                    value: number;
                                }[];
                                eventTotals: {
                                    af?: number;
                                    afl?: number;
                                    avb2?: number;
                                    bigeminy?: number;
                                    bradycardia?: number;
                                    couplet?: number;
                                    pause?: number;
                                    "supraventricular-beat"?: number;
                                    svt?: number;
                                    tachycardia?: number;
                                    trigeminy?: number;
                                    unanalysable?: number;
                                    "ventricular-beat"?: number;
                                    vf?: number;
                                    vt?: number;
                                };
                                headline?: string;
                                indices: {
                                    articleId: string;
                                    /** @enum {string} */
                                    band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                    display: string;
                                    high: number;
                                    /** @enum {string} */
                                    id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                    label: string;
                                    low: number;
                                    periods?: {
                                        day: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                        night: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                    } | null;
                                    rangeDisplay: string;
                                    reading: string;
                                    unit: string;
                                    value: number | null;
                                    withheld: {
                                        reason: string | null;
                                        text: string;
                                    } | null;
                                }[];
                                nightWindows: [
                                    number,
                                    number
                                ][];
                                orderId: string;
                                orderNumber: string;
                                recording: {
                                    analysableS: number;
                                    durationS: number;
                                    format: string;
                                    samplingRate: number;
                                    startTime: string | null;
                                    totalSamples: number;
                                };
                                resultsReadyAt: string | null;
                                shortRecording: string | null;
                                signed?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                } | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                versions?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                }[];
                                warnings: string[];
                            };
                            signed: {
                                amendmentReason: string | null;
                                artefacts: number;
                                cardiologistGmc: string;
                                cardiologistName: string;
                                cardiologistRole: string;
                                conclusion: string;
                                diary: {
                                    activity: string;
                                    activityLabel: string;
                                    atS: number | null;
                                    hrBpm: number | null;
                                    id: string;
                                    note: string;
                                    occurredAt: string;
                                    symptom: string;
                                    symptomLabel: string;
                                }[];
                                findings: string;
                                headline?: string;
                                id: string;
                                keyEvents: {
                                    atS: number;
                                    confidence?: number;
                                    durationS: number;
                                    endSample: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                    label: string;
                                    meanHr?: number | null;
                                    startSample: number;
                                    startTime: string | null;
                                    uncertain?: boolean;
                                    value: number;
                                }[];
                                orderId: string;
                                orderNumber: string;
                                recorderEvents?: {
                                    events: {
                                        atS: number;
                                        durationS: number | null;
                                        text: string;
                                    }[];
                                    omitted: number;
                                } | null;
                                recording: {
                                    durationS: number;
                                    format?: string;
                                    startTime: string | null;
                                };
                                signedAt: string | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                urgent?: {
                                    flaggedAt: string;
                                    label?: string;
                                    note: string;
                                    outOfHours: boolean;
                                    reason: string;
                                } | null;
                                version: number;
                            } | null;
                            urgent: {
                                flaggedAt: string;
                                label?: string;
                                note: string;
                                outOfHours: boolean;
                                reason: string;
                            } | null;
                            versions: {
                                amendmentReason: string | null;
                                cardiologistName: string;
                                id: string;
                                signedAt: string | null;
                                version: number;
                            }[];
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
                /** @description Not a cardiologist. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
    "/api/reviews/{orderId}/disclosure/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One 30-minute page (from 0) of the full disclosure (cardiologist) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            beats: {
                                added: boolean;
                                beat: number;
                                /** @enum {string} */
                                label: "N" | "S" | "V" | "F" | "Q" | "A";
                                sample: number;
                            }[] | null;
                            envelope: string;
                            envelopePerSecond: number;
                            fromSample: number;
                            /** @enum {string} */
                            labels: "engine" | "corrected" | "unavailable";
                            page: number;
                            pageCount: number;
                            rows: {
                                counts: {
                                    A: number;
                                    F: number;
                                    N: number;
                                    Q: number;
                                    S: number;
                                    V: number;
                                };
                                fromS: number;
                                hr: number | null;
                                row: number;
                            }[];
                            rowSeconds: number;
                            rowsPerPage: number;
                            samplingRate: number;
                            startTime: string | null;
                            totalSamples: number;
                        };
                    };
                };
                /** @description The page is not a whole number from 0 to 672. */
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
                /** @description Not a cardiologist. */
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
                /** @description No such review, or the recording has no such page. */
                404: {
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
                /** @description The recording is beat times only: there is no ECG to disclose. */
                409: {
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
    "/api/reviews/{orderId}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the report draft */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The report. */
            requestBody?: {
                content: {
                    "application/json": {
                        amendmentReason?: string;
                        conclusion: string;
                        episodes?: {
                            inReport: boolean;
                            key: string;
                            /** @enum {string} */
                            verdict: "counted" | "artefact";
                        }[];
                        findings: string;
                        takeOver?: boolean;
                        urgent?: {
                            note?: string;
                            /** @enum {string} */
                            reason: "ventricular_fibrillation" | "sustained_vt" | "long_pauses" | "fast_af" | "complete_heart_block" | "other";
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            updatedAt: string;
                            version: number;
                        };
                    };
                };
                /** @description The report is wrong. */
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
                /** @description Not a cardiologist. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report cannot change now (signed or amended elsewhere). */
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{orderId}/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply one edit: relabel, merge, split, or confirm, reject, adjust or add an episode */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The edit. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @constant */
                        kind: "relabel-template";
                        /** @enum {string} */
                        label: "N" | "S" | "V" | "A";
                        templateId: number;
                    } | {
                        beats: number[];
                        /** @constant */
                        kind: "relabel-beats";
                        /** @enum {string} */
                        label: "N" | "S" | "V" | "A";
                    } | {
                        /** @constant */
                        kind: "relabel-premature";
                        /** @enum {string} */
                        label: "N" | "S" | "V" | "A";
                        prematurityPercent: number;
                        templateId: number;
                    } | {
                        from: number;
                        into: number;
                        /** @constant */
                        kind: "merge";
                    } | {
                        beats: number[];
                        /** @constant */
                        kind: "split";
                        templateId: number;
                    } | {
                        key: string;
                        /** @constant */
                        kind: "confirm-episode";
                    } | {
                        key: string;
                        /** @constant */
                        kind: "reject-episode";
                    } | {
                        endSample: number;
                        key: string;
                        /** @constant */
                        kind: "adjust-episode";
                        startSample: number;
                    } | {
                        key: string;
                        /** @constant */
                        kind: "retype-episode";
                        /** @enum {string} */
                        type: "AF" | "AFL" | "VF" | "VT" | "SVT" | "pause" | "AVB2" | "unanalysable" | "other";
                    } | {
                        endSample: number;
                        /** @constant */
                        kind: "add-episode";
                        startSample: number;
                        /** @enum {string} */
                        type: "AF" | "AFL" | "VF" | "VT" | "SVT" | "pause" | "AVB2" | "unanalysable" | "other";
                    } | {
                        /** @constant */
                        kind: "add-beat";
                        /** @enum {string} */
                        label: "N" | "S" | "V";
                        sample: number;
                    };
                };
            };
            responses: {
                /** @description The workstation as it now stands. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audit: {
                                after: string;
                                at: string;
                                before: string;
                                id: string;
                                /** @enum {string} */
                                kind: "relabel-template" | "relabel-beats" | "relabel-premature" | "merge" | "split" | "confirm-episode" | "reject-episode" | "adjust-episode" | "add-episode" | "retype-episode" | "add-beat" | "undo" | "redo";
                                seq: number;
                                target: string;
                                undone: boolean;
                                version: number;
                                who: string;
                            }[];
                            canRedo: boolean;
                            canUndo: boolean;
                            counts: {
                                afBurdenPercent: number;
                                afEpisodes: number;
                                aflEpisodes: number;
                                artefactBeats: number;
                                avb2Episodes: number;
                                beatClasses: {
                                    F: number;
                                    N: number;
                                    Q: number;
                                    S: number;
                                    V: number;
                                };
                                bigeminy: number;
                                fastEpisodes: number;
                                hrv: {
                                    rmssd: number | null;
                                    sdnn: number | null;
                                    withheld: string | null;
                                };
                                pauses: number;
                                prematureBeats: number;
                                recomputeMs: number;
                                slowEpisodes: number;
                                supraventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                totalBeats: number;
                                trigeminy: number;
                                unanalysableS: number;
                                ventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                vfEpisodes: number;
                            };
                            durationS: number;
                            editable: boolean;
                            episodes: {
                                adjusted: boolean;
                                beats: number;
                                changedFrom: string | null;
                                changedTo: string | null;
                                confidence: number | null;
                                durationS: number;
                                endSample: number;
                                key: string;
                                meanHr: number | null;
                                startSample: number;
                                startTime: string | null;
                                /** @enum {string} */
                                status: "engine" | "confirmed" | "rejected" | "added";
                                type: string;
                                uncertain: boolean;
                            }[];
                            episodesTotal: number;
                            readOnlyReason: string | null;
                            reportVersion: number | null;
                            samplingRate: number;
                            startTime: string | null;
                            template: {
                                fs: number;
                                preS: number;
                            };
                            templates: {
                                count: number;
                                engineClass: string;
                                id: number;
                                /** @enum {string} */
                                label: "N" | "S" | "V" | "F" | "Q" | "A";
                                labels: {
                                    A?: number;
                                    F?: number;
                                    N?: number;
                                    Q?: number;
                                    S?: number;
                                    V?: number;
                                };
                                mean: number[];
                                overlay: number[][];
                                overlayAtS: number[];
                                overlayBeats: number[];
                                overlayRr: [
                                    number | null,
                                    number | null
                                ][];
                                rare: boolean;
                                split: boolean;
                            }[];
                        };
                    };
                };
                /** @description The recording was analysed before the workstation existed: its beats are being prepared, ask again shortly. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            preparing: true;
                        };
                    };
                };
                /** @description The edit is wrong. */
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
                /** @description Not a cardiologist, or not the one reporting on the draft. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report is signed, there is nothing to undo or redo, or the beats are not ready (or cannot be prepared). */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{orderId}/edits/redo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redo the last undone edit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The workstation as it now stands. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audit: {
                                after: string;
                                at: string;
                                before: string;
                                id: string;
                                /** @enum {string} */
                                kind: "relabel-template" | "relabel-beats" | "relabel-premature" | "merge" | "split" | "confirm-episode" | "reject-episode" | "adjust-episode" | "add-episode" | "retype-episode" | "add-beat" | "undo" | "redo";
                                seq: number;
                                target: string;
                                undone: boolean;
                                version: number;
                                who: string;
                            }[];
                            canRedo: boolean;
                            canUndo: boolean;
                            counts: {
                                afBurdenPercent: number;
                                afEpisodes: number;
                                aflEpisodes: number;
                                artefactBeats: number;
                                avb2Episodes: number;
                                beatClasses: {
                                    F: number;
                                    N: number;
                                    Q: number;
                                    S: number;
                                    V: number;
                                };
                                bigeminy: number;
                                fastEpisodes: number;
                                hrv: {
                                    rmssd: number | null;
                                    sdnn: number | null;
                                    withheld: string | null;
                                };
                                pauses: number;
                                prematureBeats: number;
                                recomputeMs: number;
                                slowEpisodes: number;
                                supraventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                totalBeats: number;
                                trigeminy: number;
                                unanalysableS: number;
                                ventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                vfEpisodes: number;
                            };
                            durationS: number;
                            editable: boolean;
                            episodes: {
                                adjusted: boolean;
                                beats: number;
                                changedFrom: string | null;
                                changedTo: string | null;
                                confidence: number | null;
                                durationS: number;
                                endSample: number;
                                key: string;
                                meanHr: number | null;
                                startSample: number;
                                startTime: string | null;
                                /** @enum {string} */
                                status: "engine" | "confirmed" | "rejected" | "added";
                                type: string;
                                uncertain: boolean;
                            }[];
                            episodesTotal: number;
                            readOnlyReason: string | null;
                            reportVersion: number | null;
                            samplingRate: number;
                            startTime: string | null;
                            template: {
                                fs: number;
                                preS: number;
                            };
                            templates: {
                                count: number;
                                engineClass: string;
                                id: number;
                                /** @enum {string} */
                                label: "N" | "S" | "V" | "F" | "Q" | "A";
                                labels: {
                                    A?: number;
                                    F?: number;
                                    N?: number;
                                    Q?: number;
                                    S?: number;
                                    V?: number;
                                };
                                mean: number[];
                                overlay: number[][];
                                overlayAtS: number[];
                                overlayBeats: number[];
                                overlayRr: [
                                    number | null,
                                    number | null
                                ][];
                                rare: boolean;
                                split: boolean;
                            }[];
                        };
                    };
                };
                /** @description The recording was analysed before the workstation existed: its beats are being prepared, ask again shortly. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            preparing: true;
                        };
                    };
                };
                /** @description The edit is wrong. */
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
                /** @description Not a cardiologist, or not the one reporting on the draft. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report is signed, there is nothing to undo or redo, or the beats are not ready (or cannot be prepared). */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{orderId}/edits/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the last edit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The workstation as it now stands. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audit: {
                                after: string;
                                at: string;
                                before: string;
                                id: string;
                                /** @enum {string} */
                                kind: "relabel-template" | "relabel-beats" | "relabel-premature" | "merge" | "split" | "confirm-episode" | "reject-episode" | "adjust-episode" | "add-episode" | "retype-episode" | "add-beat" | "undo" | "redo";
                                seq: number;
                                target: string;
                                undone: boolean;
                                version: number;
                                who: string;
                            }[];
                            canRedo: boolean;
                            canUndo: boolean;
                            counts: {
                                afBurdenPercent: number;
                                afEpisodes: number;
                                aflEpisodes: number;
                                artefactBeats: number;
                                avb2Episodes: number;
                                beatClasses: {
                                    F: number;
                                    N: number;
                                    Q: number;
                                    S: number;
                                    V: number;
                                };
                                bigeminy: number;
                                fastEpisodes: number;
                                hrv: {
                                    rmssd: number | null;
                                    sdnn: number | null;
                                    withheld: string | null;
                                };
                                pauses: number;
                                prematureBeats: number;
                                recomputeMs: number;
                                slowEpisodes: number;
                                supraventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                totalBeats: number;
                                trigeminy: number;
                                unanalysableS: number;
                                ventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                vfEpisodes: number;
                            };
                            durationS: number;
                            editable: boolean;
                            episodes: {
                                adjusted: boolean;
                                beats: number;
                                changedFrom: string | null;
                                changedTo: string | null;
                                confidence: number | null;
                                durationS: number;
                                endSample: number;
                                key: string;
                                meanHr: number | null;
                                startSample: number;
                                startTime: string | null;
                                /** @enum {string} */
                                status: "engine" | "confirmed" | "rejected" | "added";
                                type: string;
                                uncertain: boolean;
                            }[];
                            episodesTotal: number;
                            readOnlyReason: string | null;
                            reportVersion: number | null;
                            samplingRate: number;
                            startTime: string | null;
                            template: {
                                fs: number;
                                preS: number;
                            };
                            templates: {
                                count: number;
                                engineClass: string;
                                id: number;
                                /** @enum {string} */
                                label: "N" | "S" | "V" | "F" | "Q" | "A";
                                labels: {
                                    A?: number;
                                    F?: number;
                                    N?: number;
                                    Q?: number;
                                    S?: number;
                                    V?: number;
                                };
                                mean: number[];
                                overlay: number[][];
                                overlayAtS: number[];
                                overlayBeats: number[];
                                overlayRr: [
                                    number | null,
                                    number | null
                                ][];
                                rare: boolean;
                                split: boolean;
                            }[];
                        };
                    };
                };
                /** @description The recording was analysed before the workstation existed: its beats are being prepared, ask again shortly. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            preparing: true;
                        };
                    };
                };
                /** @description The edit is wrong. */
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
                /** @description Not a cardiologist, or not the one reporting on the draft. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report is signed, there is nothing to undo or redo, or the beats are not ready (or cannot be prepared). */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{orderId}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign the report (releases the results) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            /** @description The report. */
            requestBody?: {
                content: {
                    "application/json": {
                        amendmentReason?: string;
                        conclusion: string;
                        episodes?: {
                            inReport: boolean;
                            key: string;
                            /** @enum {string} */
                            verdict: "counted" | "artefact";
                        }[];
                        findings: string;
                        takeOver?: boolean;
                        urgent?: {
                            note?: string;
                            /** @enum {string} */
                            reason: "ventricular_fibrillation" | "sustained_vt" | "long_pauses" | "fast_af" | "complete_heart_block" | "other";
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Saved. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            orderStatus: "awaiting_payment" | "paid" | "dispatched" | "delivered" | "returned" | "received" | "analysing" | "results_ready" | "cardiac_report_ready" | "cancelled" | "refunded";
                            signedAt?: string;
                            version: number;
                        };
                    };
                };
                /** @description The report is wrong. */
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
                /** @description Not a cardiologist. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report cannot change now (signed or amended elsewhere). */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{orderId}/workstation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Beat templates, episodes, recomputed figures and the edit audit (cardiologist) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The workstation as it now stands. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audit: {
                                after: string;
                                at: string;
                                before: string;
                                id: string;
                                /** @enum {string} */
                                kind: "relabel-template" | "relabel-beats" | "relabel-premature" | "merge" | "split" | "confirm-episode" | "reject-episode" | "adjust-episode" | "add-episode" | "retype-episode" | "add-beat" | "undo" | "redo";
                                seq: number;
                                target: string;
                                undone: boolean;
                                version: number;
                                who: string;
                            }[];
                            canRedo: boolean;
                            canUndo: boolean;
                            counts: {
                                afBurdenPercent: number;
                                afEpisodes: number;
                                aflEpisodes: number;
                                artefactBeats: number;
                                avb2Episodes: number;
                                beatClasses: {
                                    F: number;
                                    N: number;
                                    Q: number;
                                    S: number;
                                    V: number;
                                };
                                bigeminy: number;
                                fastEpisodes: number;
                                hrv: {
                                    rmssd: number | null;
                                    sdnn: number | null;
                                    withheld: string | null;
                                };
                                pauses: number;
                                prematureBeats: number;
                                recomputeMs: number;
                                slowEpisodes: number;
                                supraventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                totalBeats: number;
                                trigeminy: number;
                                unanalysableS: number;
                                ventricular: {
                                    count: number;
                                    couplets: number;
                                    runs: number;
                                };
                                vfEpisodes: number;
                            };
                            durationS: number;
                            editable: boolean;
                            episodes: {
                                adjusted: boolean;
                                beats: number;
                                changedFrom: string | null;
                                changedTo: string | null;
                                confidence: number | null;
                                durationS: number;
                                endSample: number;
                                key: string;
                                meanHr: number | null;
                                startSample: number;
                                startTime: string | null;
                                /** @enum {string} */
                                status: "engine" | "confirmed" | "rejected" | "added";
                                type: string;
                                uncertain: boolean;
                            }[];
                            episodesTotal: number;
                            readOnlyReason: string | null;
                            reportVersion: number | null;
                            samplingRate: number;
                            startTime: string | null;
                            template: {
                                fs: number;
                                preS: number;
                            };
                            templates: {
                                count: number;
                                engineClass: string;
                                id: number;
                                /** @enum {string} */
                                label: "N" | "S" | "V" | "F" | "Q" | "A";
                                labels: {
                                    A?: number;
                                    F?: number;
                                    N?: number;
                                    Q?: number;
                                    S?: number;
                                    V?: number;
                                };
                                mean: number[];
                                overlay: number[][];
                                overlayAtS: number[];
                                overlayBeats: number[];
                                overlayRr: [
                                    number | null,
                                    number | null
                                ][];
                                rare: boolean;
                                split: boolean;
                            }[];
                        };
                    };
                };
                /** @description The recording was analysed before the workstation existed: its beats are being prepared, ask again shortly. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            preparing: true;
                        };
                    };
                };
                /** @description The edit is wrong. */
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
                /** @description Not a cardiologist, or not the one reporting on the draft. */
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
                /** @description No analysed recording of that order to review. */
                404: {
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
                /** @description The report is signed, there is nothing to undo or redo, or the beats are not ready (or cannot be prepared). */
                409: {
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
    "/api/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report a live share link opens (anyone holding the link) */
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
                /** @description The report. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            patientName: string;
                            referral?: {
                                gp: {
                                    address: string | null;
                                    name: string;
                                    odsCode: string | null;
                                    postcode: string | null;
                                } | null;
                                gpConsent: boolean;
                                reason: string | null;
                                /** @enum {string|null} */
                                source: "gp" | "clinician" | "self" | null;
                            };
                            /** @enum {string} */
                            report: "results";
                            results: {
                                analysable: string;
                                charts: {
                                    hrPerMinute: (number | null)[];
                                };
                                dayNight: {
                                    day: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                    night: {
                                        articleId: string;
                                        /** @enum {string} */
                                        band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                        display: string;
                                        high: number;
                                        /** @enum {string} */
                                        id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                        label: string;
                                        low: number;
                                        periods?: {
                                            day: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                            night: {
                                                /** @enum {string} */
                                                band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                                display: string;
                                                withheld?: {
                                                    reason: string | null;
                                                    text: string;
                                                } | null;
                                            };
                                        } | null;
                                        rangeDisplay: string;
                                        reading: string;
                                        unit: string;
                                        value: number | null;
                                        withheld: {
                                            reason: string | null;
                                            text: string;
                                        } | null;
                                    }[];
                                } | null;
                                dayNightWithheld: string | null;
                                engineVersion: string | null;
                                headline?: string;
                                indices: {
                                    articleId: string;
                                    /** @enum {string} */
                                    band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                    display: string;
                                    high: number;
                                    /** @enum {string} */
                                    id: "pns" | "sns" | "stress" | "averageHeartRate" | "respiratoryRate" | "rrInterval";
                                    label: string;
                                    low: number;
                                    periods?: {
                                        day: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                        night: {
                                            /** @enum {string} */
                                            band: "below" | "within" | "above" | "unavailable" | "byPeriodOnly";
                                            display: string;
                                            withheld?: {
                                                reason: string | null;
                                                text: string;
                                            } | null;
                                        };
                                    } | null;
                                    rangeDisplay: string;
                                    reading: string;
                                    unit: string;
                                    value: number | null;
                                    withheld: {
                                        reason: string | null;
                                        text: string;
                                    } | null;
                                }[];
                                nightWindows: [
                                    number,
                                    number
                                ][];
                                orderId: string;
                                orderNumber: string;
                                recording: {
                                    analysableS: number;
                                    durationS: number;
                                    format: string;
                                    samplingRate: number;
                                    startTime: string | null;
                                    totalSamples: number;
                                };
                                resultsReadyAt: string | null;
                                shortRecording: string | null;
                                signed?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                } | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                versions?: {
                                    amendmentReason: string | null;
                                    cardiologistGmc: string;
                                    cardiologistName: string;
                                    cardiologistRole: string;
                                    signedAt: string;
                                    version: number;
                                }[];
                                warnings: string[];
                            };
                            urgent?: {
                                flaggedAt: string;
                                label?: string;
                                note: string;
                                outOfHours: boolean;
                                reason: string;
                            } | null;
                        } | {
                            cardiacReport: {
                                amendmentReason: string | null;
                                artefacts: number;
                                cardiologistGmc: string;
                                cardiologistName: string;
                                cardiologistRole: string;
                                conclusion: string;
                                diary: {
                                    activity: string;
                                    activityLabel: string;
                                    atS: number | null;
                                    hrBpm: number | null;
                                    id: string;
                                    note: string;
                                    occurredAt: string;
                                    symptom: string;
                                    symptomLabel: string;
                                }[];
                                findings: string;
                                headline?: string;
                                id: string;
                                keyEvents: {
                                    atS: number;
                                    confidence?: number;
                                    durationS: number;
                                    endSample: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "vf" | "af" | "afl" | "vt" | "svt" | "avb2" | "pause" | "tachycardia" | "bradycardia" | "bigeminy" | "trigeminy" | "couplet" | "ventricular-beat" | "supraventricular-beat" | "unanalysable";
                                    label: string;
                                    meanHr?: number | null;
                                    startSample: number;
                                    startTime: string | null;
                                    uncertain?: boolean;
                                    value: number;
                                }[];
                                orderId: string;
                                orderNumber: string;
                                recorderEvents?: {
                                    events: {
                                        atS: number;
                                        durationS: number | null;
                                        text: string;
                                    }[];
                                    omitted: number;
                                } | null;
                                recording: {
                                    durationS: number;
                                    format?: string;
                                    startTime: string | null;
                                };
                                signedAt: string | null;
                                status: string;
                                summary: {
                                    articleId?: string;
                                    display: string;
                                    id: string;
                                    label: string;
                                }[];
                                urgent?: {
                                    flaggedAt: string;
                                    label?: string;
                                    note: string;
                                    outOfHours: boolean;
                                    reason: string;
                                } | null;
                                version: number;
                            };
                            expiresAt: string;
                            patientName: string;
                            referral?: {
                                gp: {
                                    address: string | null;
                                    name: string;
                                    odsCode: string | null;
                                    postcode: string | null;
                                } | null;
                                gpConsent: boolean;
                                reason: string | null;
                                /** @enum {string|null} */
                                source: "gp" | "clinician" | "self" | null;
                            };
                            /** @enum {string} */
                            report: "cardiac";
                            urgent?: {
                                flaggedAt: string;
                                label?: string;
                                note: string;
                                outOfHours: boolean;
                                reason: string;
                            } | null;
                        };
                    };
                };
                /** @description The link has expired or been withdrawn. */
                404: {
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
                /** @description Too many requests (Retry-After). */
                429: {
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
    "/api/shared/{token}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of the report a live share link opens */
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
                /** @description The report as PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description The link has expired or been withdrawn. */
                404: {
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
                /** @description Too many requests (Retry-After). */
                429: {
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
    "/api/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s share links, of one order when `orderId` is given */
        get: {
            parameters: {
                query?: {
                    orderId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The links. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                active: boolean;
                                createdAt: string;
                                expiresAt: string;
                                id: string;
                                lastViewedAt: string | null;
                                orderId: string;
                                /** @enum {string} */
                                report: "results" | "cardiac";
                                revokedAt: string | null;
                                views: number;
                            }[];
                        };
                    };
                };
                /** @description orderId is not an order id. */
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
        /** Create a link to one report of an order of the caller’s (shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Which report, for how many days. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default 7 */
                        days?: number;
                        /** Format: uuid */
                        orderId: string;
                        /** @enum {string} */
                        report: "results" | "cardiac";
                    };
                };
            };
            responses: {
                /** @description The link. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            id: string;
                            /** @enum {string} */
                            report: "results" | "cardiac";
                            token: string;
                            url: string;
                        };
                    };
                };
                /** @description The link details are wrong. */
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
                /** @description No such report of the caller’s. */
                404: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a share link */
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
                /** @description Withdrawn; no body. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                /** @description No such link of the caller’s. */
                404: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/urgent-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Urgent findings to telephone about: open tasks and those done in the last 7 days (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The call list. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                calls: {
                                    at: string;
                                    byId: string;
                                    byName: string;
                                    note: string;
                                    outcome: string;
                                }[];
                                customer: {
                                    email: string;
                                    name: string;
                                    phone: string;
                                };
                                customerId: string;
                                doneAt: string | null;
                                dueBy: string;
                                flaggedAt: string;
                                gp: {
                                    consent: boolean;
                                    practice: {
                                        address: string | null;
                                        name: string;
                                        odsCode: string | null;
                                        postcode: string | null;
                                    } | null;
                                };
                                id: string;
                                note: string;
                                orderId: string;
                                orderNumber: string;
                                outOfHours: boolean;
                                overdue: boolean;
                                reason: string;
                                /** @enum {string} */
                                status: "open" | "retry" | "written" | "gp_informed" | "done" | "cleared";
                                steps: {
                                    at: string;
                                    byName: string;
                                    /** @enum {string} */
                                    kind: "flagged" | "emailed_no_phone" | "emailed_out_of_hours" | "retry_scheduled" | "customer_emailed" | "gp_informed" | "reason_corrected" | "cleared" | "reached";
                                    note: string;
                                }[];
                            }[];
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
                /** @description Not operations staff. */
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
    "/api/urgent-tasks/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a telephone call about an urgent finding (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The call. */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default  */
                        note?: string;
                        /** @enum {string} */
                        outcome: "reached" | "no_answer" | "left_message" | "wrong_number";
                    };
                };
            };
            responses: {
                /** @description The task with its calls and history. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calls: {
                                at: string;
                                byId: string;
                                byName: string;
                                note: string;
                                outcome: string;
                            }[];
                            dueBy: string;
                            id: string;
                            /** @enum {string} */
                            status: "open" | "retry" | "written" | "gp_informed" | "done" | "cleared";
                            steps: {
                                at: string;
                                byName: string;
                                /** @enum {string} */
                                kind: "flagged" | "emailed_no_phone" | "emailed_out_of_hours" | "retry_scheduled" | "customer_emailed" | "gp_informed" | "reason_corrected" | "cleared" | "reached";
                                note: string;
                            }[];
                        };
                    };
                };
                /** @description The call record is wrong. */
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
                /** @description Not allowed to record calls. */
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
                /** @description No such task. */
                404: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/urgent-tasks/{id}/gp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record how the customer's GP was told of an urgent finding (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description How the GP was told. */
            requestBody?: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description The task with its calls and history. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calls: {
                                at: string;
                                byId: string;
                                byName: string;
                                note: string;
                                outcome: string;
                            }[];
                            dueBy: string;
                            id: string;
                            /** @enum {string} */
                            status: "open" | "retry" | "written" | "gp_informed" | "done" | "cleared";
                            steps: {
                                at: string;
                                byName: string;
                                /** @enum {string} */
                                kind: "flagged" | "emailed_no_phone" | "emailed_out_of_hours" | "retry_scheduled" | "customer_emailed" | "gp_informed" | "reason_corrected" | "cleared" | "reached";
                                note: string;
                            }[];
                        };
                    };
                };
                /** @description The note is missing or too long. */
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
                /** @description Not allowed to record escalations. */
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
                /** @description No such task. */
                404: {
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
                /** @description The task is not waiting for the GP step. */
                409: {
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
        RetriedAnalysis: {
            analysisId: string;
            retried: boolean;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
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
