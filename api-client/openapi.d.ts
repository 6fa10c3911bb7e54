/**
 * The REST API's types, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api:types` after changing a route's schemas.
 */

export interface paths {
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the server process answers (the database is not asked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
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
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
        /** Readiness: the server and its database answer (503 when the database does not) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
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
                /** @description The database does not answer. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable";
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a client account (then sign in with POST /api/login) */
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
                        fullName: string;
                        email: string;
                        phone?: string | null;
                        password: string;
                        /** @enum {string} */
                        locale?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password; sets the session cookies and answers the user. For an account with two-step sign-in, answers `{ mfa_required: true, methods }` with only a short-lived challenge cookie: finish with POST /api/login/mfa or a passkey */
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
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            full_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer" | "client";
                            /** @enum {string} */
                            locale: "en" | "es";
                            mfa_enabled: boolean;
                        } | {
                            /** @enum {boolean} */
                            mfa_required: true;
                            methods: ("totp" | "passkey" | "recovery_code")[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in that answered `mfa_required` with a code from the authenticator app or a recovery code; sets the session cookies */
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
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            full_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer" | "client";
                            /** @enum {string} */
                            locale: "en" | "es";
                            mfa_enabled: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn options for signing in with a passkey: the pending sign-in's passkeys after `mfa_required`, otherwise any passkey of this site on the device */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challenge: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey (the browser's answer to the options); sets the session cookies */
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
                        response: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            response: {
                                clientDataJSON: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            full_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer" | "client";
                            /** @enum {string} */
                            locale: "en" | "es";
                            mfa_enabled: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session and clears its cookies */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew the session's short-lived access cookie with its refresh cookie (401 when the session has ended, or an admin's session sat idle past ADMIN_IDLE_MINUTES). `activity: false` marks a refresh made without a person's input (a poll): it never moves the session's idle time or last use */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default true */
                        activity?: boolean;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link (the answer is the same whether or not the address has an account) */
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
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token from a reset link (every session of the account is signed out) */
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
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            full_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer" | "client";
                            /** @enum {string} */
                            locale: "en" | "es";
                            mfa_enabled: boolean;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's name, phone and language */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName: string;
                        phone?: string | null;
                        /** @enum {string} */
                        locale?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            full_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer" | "client";
                            /** @enum {string} */
                            locale: "en" | "es";
                            mfa_enabled: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's password (their other sessions are signed out) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's devices (browser, approximate address, when signed in and last used); `current` marks this one */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            device: string | null;
                            approximate_ip: string | null;
                            created_at: string;
                            last_used_at: string;
                            current: boolean;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of the signed-in user's devices (404 for an id that is not one of theirs) */
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
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every device of the signed-in user except this one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            signed_out: number;
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the signed-in user's email: needs the current password; a confirmation link goes to the new address */
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
                        newEmail: string;
                        currentPassword: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email change with the token from the link sent to the new address (no session needed); the old address is told */
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
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            email: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/remove-with-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove every second factor (app, passkeys, recovery codes) with the link a password change or reset emailed and the account's current password; signs out every device. No session needed */
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
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's two-step sign-in: app, passkeys, recovery codes left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            required: boolean;
                            totp: boolean;
                            recovery_codes_left: number;
                            passkeys: {
                                id: string;
                                name: string;
                                created_at: string;
                                last_used_at: string | null;
                                backed_up: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it's you: the password, and a current code when two-step sign-in is on. For 5 minutes this device may then add a second factor, and for 15 an admin may manage API keys, webhooks and the calendar feed */
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
                        password: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            authenticated_at: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app: a new secret and its QR code, waiting for the first code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            otpauth_url: string;
                            qr_code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Remove the authenticator app (the password and a current code; an office account keeps one second factor) */
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
                        password: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the app on with its first code. The first second factor also answers ten recovery codes (shown once) and signs out the account's other devices */
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
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            recovery_codes: string[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes, shown once; the old ones stop working (the password and a current code) */
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
                        password: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            recovery_codes: string[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn options for adding a passkey on this device */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challenge: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep the passkey the browser made. The first second factor also answers ten recovery codes (shown once) */
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
                        name: string;
                        response: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            response: {
                                clientDataJSON: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            recovery_codes: string[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/users/mfa/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey (the password and a current code; an office account keeps one second factor) */
        delete: {
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
                        password: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The free appointment slots of a date (business-local), as ISO 8601 instants: anyone's, or with preparer_id one preparer's; with service, of those who offer it */
        get: {
            parameters: {
                query: {
                    date: string;
                    preparer_id?: number;
                    service?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/availability/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many slots each day from one date through another has free */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    preparer_id?: number;
                    service?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            date: string;
                            free_slots: number;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request an appointment (as the signed-in client) */
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
                        service: string;
                        /** Format: date-time */
                        appointment_time: string;
                        preparer_id?: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            appointment: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in client's appointments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            cancellation: ("online" | "by_phone") | null;
                            calendar: {
                                ics_url: string;
                                google_url: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/for-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book for a client (existing or new); created confirmed */
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
                        service: string;
                        /** Format: date-time */
                        appointment_time: string;
                        preparer_id?: number;
                        client_id?: number;
                        new_client?: {
                            full_name: string;
                            email?: "" | null | string;
                            phone?: string | null;
                            /** @enum {string} */
                            locale?: "en" | "es";
                        };
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            appointment: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_name: string;
                                client_email: string | null;
                                client_phone: string | null;
                                note: string | null;
                            };
                            new_account: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search every appointment, a page at a time */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                    service?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointments: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_name: string;
                                client_email: string | null;
                                client_phone: string | null;
                                note: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The appointments the search's filters find, newest first, as a CSV file (at most 10,000 rows)
         * @description Columns: date, time (the business's time zone), client, email, phone, service, status, requested on; headers and statuses in the request's language (Accept-Language). Cells that a spreadsheet would run as a formula start with `'`. The office's private notes are not in it.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                    service?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (UTF-8 with a byte order mark). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One appointment's own record in the audit trail, newest first (its latest 50 entries) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                at: string;
                                actor: {
                                    /** @enum {string} */
                                    type: "user" | "api_key" | "anonymous";
                                    user_id: number | null;
                                    api_key_id: number | null;
                                    label: string;
                                };
                                /** @enum {string} */
                                action: "appointment.confirmed" | "appointment.rescheduled" | "appointment.rescheduled_by_client" | "appointment.cancelled" | "appointment.cancelled_by_client" | "appointment.booked_for_client" | "appointment.note_changed" | "appointment.completed" | "appointment.no_show" | "appointment.reassigned" | "blocked_time.created" | "blocked_time.deleted" | "business.updated" | "business.photo_uploaded" | "business.logo_uploaded" | "hours.updated" | "hours.exception_set" | "hours.exception_removed" | "hours.preparer_updated" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.removed" | "webhook.delivery_resent" | "calendar_feed.address_read" | "calendar_feed.rotated" | "contact_message.status_changed" | "email.resent" | "auth.registered" | "auth.sign_in" | "auth.signed_out" | "auth.signed_out_elsewhere" | "auth.reauthenticated" | "auth.email_change_requested" | "auth.email_changed" | "auth.refresh_reused" | "auth.sign_in_failed" | "auth.locked_out" | "auth.password_changed" | "auth.password_reset" | "auth.mfa_enabled" | "auth.mfa_removed" | "auth.mfa_removed_by_link" | "auth.mfa_failed" | "auth.recovery_code_used" | "auth.recovery_codes_renewed" | "auth.promoted_to_admin" | "auth.role_changed" | "staff.invited" | "staff.deactivated" | "staff.reactivated" | "staff.profile_updated" | "service.created" | "service.updated" | "service.reordered" | "service.retired" | "service.restored" | "review.created" | "review.updated" | "review.reordered" | "review.hidden" | "review.shown" | "review.deleted" | "settings.updated" | "site_copy.updated" | "legal_page.updated" | "email_text.updated" | "service.intake_updated" | "intake.answered" | "intake.reviewed" | "intake.reopened" | "document.requested" | "document.uploaded" | "document.quarantined" | "document.downloaded" | "document.deleted" | "document.kept" | "document.released" | "document.expired" | "api_key.rejected" | "access.refused";
                                subject_type: ("appointment" | "blocked_time" | "business" | "media" | "hours" | "hours_exception" | "api_key" | "webhook" | "webhook_delivery" | "contact_message" | "email" | "user" | "service" | "review" | "settings" | "site_copy" | "legal_page" | "email_text") | null;
                                subject_id: string | null;
                                ip: string | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Appointments from a day on (the admin list) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm a pending appointment */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move an appointment to another free slot (staff with the appointments permission, and API keys: any open one; clients: their own, until the cutoff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        new_appointment_time: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        } | {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the office's private note */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a confirmed appointment completed or no-show, once it has started (or correct which) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "completed" | "no_show";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/preparer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give a pending or confirmed appointment to another preparer, who must be free at its time */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preparer_id: number;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A preparer's own appointments, from 30 days ago on (the signed-in preparer's; nobody else's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/assigned/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm one of the signed-in preparer's own pending appointments */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/assigned/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one of the signed-in preparer's own confirmed appointments completed or no-show, once it has started */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "completed" | "no_show";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/assigned/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the office's private note on one of the signed-in preparer's own appointments */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/preparers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The preparers who take appointments (none in an office with one calendar) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            photo: string | null;
                            credentials: string;
                            languages: string[];
                        }[];
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an appointment (staff with the appointments permission, and API keys: any; clients: their own, until the cutoff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            client_name: string;
                            client_email: string | null;
                            client_phone: string | null;
                            note: string | null;
                        } | {
                            id: number;
                            service: string;
                            appointment_time: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/invitation.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An appointment's calendar file (the signed link in the client's emails), until the appointment is over; a CANCEL once cancelled */
        get: {
            parameters: {
                query: {
                    sig: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/blocked-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every blocked period, earliest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            start_time: string;
                            end_time: string;
                            reason: string | null;
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Block a period from booking (appointments already in it are kept and counted) */
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
                        start_time: string;
                        end_time: string;
                        reason?: string | null;
                        preparer_id?: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            start_time: string;
                            end_time: string;
                            reason: string | null;
                            preparer: {
                                id: number;
                                name: string;
                            } | null;
                            overlapping_appointments: number;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/blocked-times/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a blocked period */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the office (the contact form) */
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
                        name: string;
                        email: string;
                        phone?: string | null;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact-form inbox: the messages with one status (unread unless given), newest first */
        get: {
            parameters: {
                query?: {
                    status?: "unread" | "read" | "archived";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                            message: string;
                            /** @enum {string} */
                            status: "unread" | "read" | "archived";
                            created_at: string;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a contact-form message unread, read or archived */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unread" | "read" | "archived";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                            message: string;
                            /** @enum {string} */
                            status: "unread" | "read" | "archived";
                            created_at: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The outbox's recent emails, newest first (optionally one status); never their bodies */
        get: {
            parameters: {
                query?: {
                    status?: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            recipient: string;
                            subject: string;
                            /** @enum {string} */
                            status: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            due_at: string;
                            sent_at: string | null;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/emails/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed email to be sent again, due now, with fresh retries (409 unless it failed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            recipient: string;
                            subject: string;
                            /** @enum {string} */
                            status: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            due_at: string;
                            sent_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business profile: name, address, contacts, preparers and opening hours */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            city: string;
                            tagline: string;
                            address: {
                                street: string;
                                locality: string;
                                region: string;
                                postal_code: string;
                            };
                            address_line: string;
                            phone: {
                                e164: string;
                                display: string;
                            };
                            email: string;
                            location: {
                                lat: number;
                                lng: number;
                            };
                            about: string[];
                            about_es: string[];
                            preparers: {
                                name: string;
                                role: string;
                                credentials: string;
                                photo: string | null;
                            }[];
                            team: {
                                id: number;
                                name: string;
                                photo: string | null;
                                credentials: string;
                                languages: string[];
                                bio: string;
                            }[];
                            services: {
                                id: number;
                                name: string;
                                name_es: string;
                                description: string;
                                description_es: string;
                                price_cents: number | null;
                                price_from: boolean;
                                slots: number;
                                buffer_minutes: number;
                                preparer_ids: number[];
                            }[];
                            hero_photo: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            founded_year: number | null;
                            walk_ins: boolean;
                            copy: {
                                "hero.title"?: {
                                    en: string;
                                    es: string;
                                };
                                "hero.text"?: {
                                    en: string;
                                    es: string;
                                };
                                "services.intro"?: {
                                    en: string;
                                    es: string;
                                };
                                "contact.intro"?: {
                                    en: string;
                                    es: string;
                                };
                            };
                            reviews: {
                                id: number;
                                name: string;
                                name_es: string | null;
                                text: string;
                                text_es: string | null;
                                rating: number;
                                given_on: string | null;
                                sample: boolean;
                            }[];
                            reviews_shown: boolean;
                            brand: {
                                logo: {
                                    url: string;
                                    width: number;
                                    height: number;
                                } | null;
                                primary_color: string | null;
                                palette: string[] | null;
                            };
                            is_placeholder: boolean;
                            hours: {
                                weekly: {
                                    sunday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    monday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    tuesday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    wednesday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    thursday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    friday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    saturday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                };
                                exceptions: {
                                    date: string;
                                    hours: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    note: string;
                                }[];
                                horizon_days: number;
                                slot_minutes: number;
                                text: string;
                            };
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Change any of the profile's fields (those left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        city?: string;
                        tagline?: string;
                        street?: string;
                        locality?: string;
                        region?: string;
                        postalCode?: string;
                        phone?: string;
                        email?: string;
                        latitude?: number;
                        longitude?: number;
                        about?: string[];
                        aboutEs?: string[];
                        preparers?: {
                            name: string;
                            role: string;
                            /** @default  */
                            credentials?: string;
                            photo?: string | null;
                        }[];
                        heroPhoto?: string | null;
                        logo?: string | null;
                        primaryColor?: string | null;
                        foundedYear?: number | null;
                        walkIns?: boolean;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            city: string;
                            tagline: string;
                            address: {
                                street: string;
                                locality: string;
                                region: string;
                                postal_code: string;
                            };
                            address_line: string;
                            phone: {
                                e164: string;
                                display: string;
                            };
                            email: string;
                            location: {
                                lat: number;
                                lng: number;
                            };
                            about: string[];
                            about_es: string[];
                            preparers: {
                                name: string;
                                role: string;
                                credentials: string;
                                photo: string | null;
                            }[];
                            team: {
                                id: number;
                                name: string;
                                photo: string | null;
                                credentials: string;
                                languages: string[];
                                bio: string;
                            }[];
                            services: {
                                id: number;
                                name: string;
                                name_es: string;
                                description: string;
                                description_es: string;
                                price_cents: number | null;
                                price_from: boolean;
                                slots: number;
                                buffer_minutes: number;
                                preparer_ids: number[];
                            }[];
                            hero_photo: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            founded_year: number | null;
                            walk_ins: boolean;
                            copy: {
                                "hero.title"?: {
                                    en: string;
                                    es: string;
                                };
                                "hero.text"?: {
                                    en: string;
                                    es: string;
                                };
                                "services.intro"?: {
                                    en: string;
                                    es: string;
                                };
                                "contact.intro"?: {
                                    en: string;
                                    es: string;
                                };
                            };
                            reviews: {
                                id: number;
                                name: string;
                                name_es: string | null;
                                text: string;
                                text_es: string | null;
                                rating: number;
                                given_on: string | null;
                                sample: boolean;
                            }[];
                            reviews_shown: boolean;
                            brand: {
                                logo: {
                                    url: string;
                                    width: number;
                                    height: number;
                                } | null;
                                primary_color: string | null;
                                palette: string[] | null;
                            };
                            is_placeholder: boolean;
                            hours: {
                                weekly: {
                                    sunday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    monday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    tuesday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    wednesday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    thursday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    friday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    saturday: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                };
                                exceptions: {
                                    date: string;
                                    hours: {
                                        opens: string;
                                        closes: string;
                                    }[];
                                    note: string;
                                }[];
                                horizon_days: number;
                                slot_minutes: number;
                                text: string;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/business/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a preparer's or the hero's photo (the raw image as the body)
         * @description Send the image bytes themselves as the body (no multipart form), with the image's own Content-Type (image/jpeg, image/png, image/webp), up to 2 MB. It is stored upright as a WebP of at most 1600 pixels on its longer side, without metadata; the answer gives its `width` and `height`. The answer's `url` is what a preparer's `photo`, or `heroPhoto`, then names in PUT /api/business.
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
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/business/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the office's logo (the raw image as the body)
         * @description Send the image bytes themselves as the body (no multipart form), with the image's own Content-Type (image/jpeg, image/png, image/webp), up to 2 MB. It is stored as a PNG, transparency kept, of at most 512 pixels on its longer side, without metadata. The answer's `url` is what `logo` then names in PUT /api/business; the site's icons (favicon, home-screen icons) are then made from it.
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
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The opening hours: the week, coming closures and special hours, the booking horizon */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            };
                            exceptions: {
                                date: string;
                                hours: {
                                    opens: string;
                                    closes: string;
                                }[];
                                note: string;
                            }[];
                            horizon_days: number;
                            slot_minutes: number;
                            text: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Change the weekly hours, the booking horizon, or both; answers the hours as they now are */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        weekly?: {
                            sunday: {
                                opens: string;
                                closes: string;
                            }[];
                            monday: {
                                opens: string;
                                closes: string;
                            }[];
                            tuesday: {
                                opens: string;
                                closes: string;
                            }[];
                            wednesday: {
                                opens: string;
                                closes: string;
                            }[];
                            thursday: {
                                opens: string;
                                closes: string;
                            }[];
                            friday: {
                                opens: string;
                                closes: string;
                            }[];
                            saturday: {
                                opens: string;
                                closes: string;
                            }[];
                        };
                        horizon_days?: number;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            };
                            exceptions: {
                                date: string;
                                hours: {
                                    opens: string;
                                    closes: string;
                                }[];
                                note: string;
                            }[];
                            horizon_days: number;
                            slot_minutes: number;
                            text: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/preparers/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each preparer's own weekly hours inside the office's (weekly null: whenever the office is open) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preparer: {
                                id: number;
                                name: string;
                            };
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            } | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/preparers/{id}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a preparer's own weekly hours, or with weekly null let them work whenever the office is open */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        weekly: {
                            sunday: {
                                opens: string;
                                closes: string;
                            }[];
                            monday: {
                                opens: string;
                                closes: string;
                            }[];
                            tuesday: {
                                opens: string;
                                closes: string;
                            }[];
                            wednesday: {
                                opens: string;
                                closes: string;
                            }[];
                            thursday: {
                                opens: string;
                                closes: string;
                            }[];
                            friday: {
                                opens: string;
                                closes: string;
                            }[];
                            saturday: {
                                opens: string;
                                closes: string;
                            }[];
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preparer: {
                                id: number;
                                name: string;
                            };
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/hours/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coming year's US federal holidays, named in the request's language (Accept-Language), each with whether the office is closed then */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            date: string;
                            name: string;
                            closed: boolean;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/hours/exceptions/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close a date or give it special hours (replacing what it had); answers the hours as they now are */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: {
                            opens: string;
                            closes: string;
                        }[];
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            };
                            exceptions: {
                                date: string;
                                hours: {
                                    opens: string;
                                    closes: string;
                                }[];
                                note: string;
                            }[];
                            horizon_days: number;
                            slot_minutes: number;
                            text: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Give a date its weekly hours again; answers the hours as they now are */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    date: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            weekly: {
                                sunday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                monday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                tuesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                wednesday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                thursday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                friday: {
                                    opens: string;
                                    closes: string;
                                }[];
                                saturday: {
                                    opens: string;
                                    closes: string;
                                }[];
                            };
                            exceptions: {
                                date: string;
                                hours: {
                                    opens: string;
                                    closes: string;
                                }[];
                                note: string;
                            }[];
                            horizon_days: number;
                            slot_minutes: number;
                            text: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone on the staff, with their role and whether they can sign in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer";
                            /** @enum {string} */
                            status: "active" | "invited" | "deactivated";
                            two_step: boolean;
                            created_at: string;
                            profile: {
                                photo: string | null;
                                credentials: string;
                                languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                bio: string;
                                on_about: boolean;
                            };
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invite someone to the staff: an email with a link to choose a password (409 for an address that has an account) */
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
                        full_name: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "front_desk" | "preparer";
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer";
                            /** @enum {string} */
                            status: "active" | "invited" | "deactivated";
                            two_step: boolean;
                            created_at: string;
                            profile: {
                                photo: string | null;
                                credentials: string;
                                languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                bio: string;
                                on_about: boolean;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/staff/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give a member of the staff another role; their sessions end (409 for one's own) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "front_desk" | "preparer";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer";
                            /** @enum {string} */
                            status: "active" | "invited" | "deactivated";
                            two_step: boolean;
                            created_at: string;
                            profile: {
                                photo: string | null;
                                credentials: string;
                                languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                bio: string;
                                on_about: boolean;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/staff/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set what clients see of a member of the staff: a photo uploaded here, credentials, languages spoken, a short bio */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photo: string | null;
                        /** @default  */
                        credentials?: string;
                        /** @default [] */
                        languages?: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                        /** @default  */
                        bio?: string;
                        /** @default false */
                        on_about?: boolean;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer";
                            /** @enum {string} */
                            status: "active" | "invited" | "deactivated";
                            two_step: boolean;
                            created_at: string;
                            profile: {
                                photo: string | null;
                                credentials: string;
                                languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                bio: string;
                                on_about: boolean;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/staff/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a member of the staff: they cannot sign in, nothing is deleted; answers their open appointments to reassign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            staff: {
                                id: number;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "admin" | "front_desk" | "preparer";
                                /** @enum {string} */
                                status: "active" | "invited" | "deactivated";
                                two_step: boolean;
                                created_at: string;
                                profile: {
                                    photo: string | null;
                                    credentials: string;
                                    languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                    bio: string;
                                    on_about: boolean;
                                };
                            };
                            open_appointments: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_name: string;
                                client_email: string | null;
                                client_phone: string | null;
                                note: string | null;
                            }[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/staff/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a deactivated member of the staff sign in again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "front_desk" | "preparer";
                            /** @enum {string} */
                            status: "active" | "invited" | "deactivated";
                            two_step: boolean;
                            created_at: string;
                            profile: {
                                photo: string | null;
                                credentials: string;
                                languages: ("en" | "es" | "zh" | "vi" | "tl" | "ko" | "hy" | "fa" | "pa" | "hmn" | "ar" | "ru" | "hi" | "ja" | "pt" | "fr")[];
                                bio: string;
                                on_about: boolean;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services clients can book, in the office's order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                        }[];
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a service, last in the order (409 for a name another service has) */
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
                        name: string;
                        name_es: string;
                        description: string;
                        description_es: string;
                        price_cents: number | null;
                        /** @default false */
                        price_from?: boolean;
                        /** @default 1 */
                        slots?: number;
                        /** @default 0 */
                        buffer_minutes?: number;
                        /** @default [] */
                        preparer_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every service, retired ones too, with who offers each (none listed: every preparer) and whether clients booked it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the services in a new order: every id once, retired ones too */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a service; its English name only while no client has booked it (409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        name_es: string;
                        description: string;
                        description_es: string;
                        price_cents: number | null;
                        /** @default false */
                        price_from?: boolean;
                        /** @default 1 */
                        slots?: number;
                        /** @default 0 */
                        buffer_minutes?: number;
                        /** @default [] */
                        preparer_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retire a service: clients can no longer book it; its appointments stay (409 for the last one clients can book) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a retired service again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string;
                            description: string;
                            description_es: string;
                            price_cents: number | null;
                            price_from: boolean;
                            slots: number;
                            buffer_minutes: number;
                            preparer_ids: number[];
                            retired: boolean;
                            preparers: {
                                id: number;
                                name: string;
                            }[];
                            booked: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reviews the home page shows, in the office's order (`sample`: written for the template, not a client's words) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                        }[];
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a review, last in the order: `client_consented` must be true (409 past 50 reviews) */
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
                        name: string;
                        /** @default null */
                        name_es?: string | null;
                        text: string;
                        /** @default null */
                        text_es?: string | null;
                        rating: number;
                        given_on: string;
                        /** @enum {boolean} */
                        client_consented: true;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, hidden ones too, with when the client's consent was recorded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the reviews in a new order: every id once, hidden ones too */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a review: `client_consented` must be true; a sample saved this way is no longer a sample */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default null */
                        name_es?: string | null;
                        text: string;
                        /** @default null */
                        text_es?: string | null;
                        rating: number;
                        given_on: string;
                        /** @enum {boolean} */
                        client_consented: true;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a review: its words are erased at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a review off the home page; it stays on the list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reviews/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            name_es: string | null;
                            text: string;
                            text_es: string | null;
                            rating: number;
                            given_on: string | null;
                            sample: boolean;
                            shown: boolean;
                            consent_recorded_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The appointment's intake questions (its service's) and the answers so far */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointment_id: number;
                            questionnaire: {
                                questions: ({
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "yesNo";
                                    /** @default [] */
                                    ifYes: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                    /** @default [] */
                                    ifNo: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "choice";
                                    /** @default false */
                                    multiple: boolean;
                                    options: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                        /** @default [] */
                                        adds: {
                                            key: string;
                                            label: {
                                                en: string;
                                                es: string;
                                            };
                                        }[];
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "number";
                                    /** @default 0 */
                                    min: number;
                                    /** @default 100 */
                                    max: number;
                                    /** @default [] */
                                    ifAboveZero: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "text";
                                })[];
                                /** @default [] */
                                always: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            };
                            answers: {
                                [key: string]: boolean | string | string[] | number;
                            };
                            updated_at: string | null;
                            reviewed_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** The client saves their answers (each checked against its question; 409 once the office has reviewed them) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: boolean | string | string[] | number;
                        };
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointment_id: number;
                            questionnaire: {
                                questions: ({
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "yesNo";
                                    /** @default [] */
                                    ifYes: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                    /** @default [] */
                                    ifNo: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "choice";
                                    /** @default false */
                                    multiple: boolean;
                                    options: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                        /** @default [] */
                                        adds: {
                                            key: string;
                                            label: {
                                                en: string;
                                                es: string;
                                            };
                                        }[];
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "number";
                                    /** @default 0 */
                                    min: number;
                                    /** @default 100 */
                                    max: number;
                                    /** @default [] */
                                    ifAboveZero: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "text";
                                })[];
                                /** @default [] */
                                always: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            };
                            answers: {
                                [key: string]: boolean | string | string[] | number;
                            };
                            updated_at: string | null;
                            reviewed_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/intake/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The office marks the answers reviewed (`reviewed: false` lets the client change them again) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reviewed: boolean;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointment_id: number;
                            questionnaire: {
                                questions: ({
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "yesNo";
                                    /** @default [] */
                                    ifYes: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                    /** @default [] */
                                    ifNo: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "choice";
                                    /** @default false */
                                    multiple: boolean;
                                    options: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                        /** @default [] */
                                        adds: {
                                            key: string;
                                            label: {
                                                en: string;
                                                es: string;
                                            };
                                        }[];
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "number";
                                    /** @default 0 */
                                    min: number;
                                    /** @default 100 */
                                    max: number;
                                    /** @default [] */
                                    ifAboveZero: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                } | {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default null */
                                    help: {
                                        en: string;
                                        es: string;
                                    } | null;
                                    /** @default false */
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "text";
                                })[];
                                /** @default [] */
                                always: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            };
                            answers: {
                                [key: string]: boolean | string | string[] | number;
                            };
                            updated_at: string | null;
                            reviewed_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The appointment's document checklist, the documents sent, and the room left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointment_id: number;
                            checklist: {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @enum {string} */
                                source: "intake" | "office";
                            }[];
                            documents: {
                                /** Format: uuid */
                                id: string;
                                item_key: string | null;
                                name: string;
                                /** @enum {string} */
                                content_type: "application/pdf" | "image/jpeg" | "image/png";
                                size: number;
                                /** @enum {string} */
                                status: "checking" | "clean" | "infected" | "unchecked";
                                status_note: string | null;
                                active_content: boolean;
                                /** Format: date-time */
                                uploaded_at: string;
                                opened_at: string | null;
                                kept: boolean;
                            }[];
                            used_bytes: number;
                            limit_bytes: number;
                            open: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload a document (multipart/form-data, one part named `file`)
         * @description One file of at most 20 MB, and 200 MB an appointment: a PDF, or a JPEG, PNG or HEIC photo (a HEIC photo is kept as a JPEG). Its type is read from its bytes, never from its name or Content-Type. `item` names the checklist item it answers; leave it out for "other documents". It is stored encrypted and waits as `checking` until the malware check passes.
         */
        post: {
            parameters: {
                query?: {
                    item?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": string;
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            item_key: string | null;
                            name: string;
                            /** @enum {string} */
                            content_type: "application/pdf" | "image/jpeg" | "image/png";
                            size: number;
                            /** @enum {string} */
                            status: "checking" | "clean" | "infected" | "unchecked";
                            status_note: string | null;
                            active_content: boolean;
                            /** Format: date-time */
                            uploaded_at: string;
                            opened_at: string | null;
                            kept: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/appointments/{id}/document-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The office asks the client for one more document (in both languages); the client is emailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: {
                            en: string;
                            es: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            label: {
                                en: string;
                                es: string;
                            };
                            /** @enum {string} */
                            source: "intake" | "office";
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document: its client until the office has opened it, the office at any time */
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
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/documents/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A download address for the office, valid a minute, for this person's session only (409 until the malware check passes) */
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
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document itself, always as an attachment: follow the address POST /documents/{id}/link gave */
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document's bytes, as an attachment, with its type (read from its bytes when it was uploaded). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/documents/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's list: documents the retention rule deletes within 30 days (keep one with PUT /documents/{id}/kept) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            appointment_id: number;
                            client_name: string;
                            /** Format: date-time */
                            appointment_time: string;
                            name: string;
                            /** Format: date-time */
                            erase_on: string;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/documents/{id}/kept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keep a document past the retention period (or let it go again) */
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
                    "application/json": {
                        kept: boolean;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            item_key: string | null;
                            name: string;
                            /** @enum {string} */
                            content_type: "application/pdf" | "image/jpeg" | "image/png";
                            size: number;
                            /** @enum {string} */
                            status: "checking" | "clean" | "infected" | "unchecked";
                            status_note: string | null;
                            active_content: boolean;
                            /** Format: date-time */
                            uploaded_at: string;
                            opened_at: string | null;
                            kept: boolean;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/services/{id}/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service's intake questionnaire */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            questions: ({
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "yesNo";
                                /** @default [] */
                                ifYes: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                                /** @default [] */
                                ifNo: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "choice";
                                /** @default false */
                                multiple: boolean;
                                options: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default [] */
                                    adds: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "number";
                                /** @default 0 */
                                min: number;
                                /** @default 100 */
                                max: number;
                                /** @default [] */
                                ifAboveZero: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "text";
                            })[];
                            /** @default [] */
                            always: {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Change a service's intake questionnaire (answers are kept by question key) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        questionnaire: {
                            questions: ({
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help?: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required?: boolean;
                                /** @enum {string} */
                                type: "yesNo";
                                /** @default [] */
                                ifYes?: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                                /** @default [] */
                                ifNo?: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help?: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required?: boolean;
                                /** @enum {string} */
                                type: "choice";
                                /** @default false */
                                multiple?: boolean;
                                options: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default [] */
                                    adds?: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help?: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required?: boolean;
                                /** @enum {string} */
                                type: "number";
                                /** @default 0 */
                                min?: number;
                                /** @default 100 */
                                max?: number;
                                /** @default [] */
                                ifAboveZero?: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help?: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required?: boolean;
                                /** @enum {string} */
                                type: "text";
                            })[];
                            /** @default [] */
                            always?: {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            questions: ({
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "yesNo";
                                /** @default [] */
                                ifYes: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                                /** @default [] */
                                ifNo: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "choice";
                                /** @default false */
                                multiple: boolean;
                                options: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                    /** @default [] */
                                    adds: {
                                        key: string;
                                        label: {
                                            en: string;
                                            es: string;
                                        };
                                    }[];
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "number";
                                /** @default 0 */
                                min: number;
                                /** @default 100 */
                                max: number;
                                /** @default [] */
                                ifAboveZero: {
                                    key: string;
                                    label: {
                                        en: string;
                                        es: string;
                                    };
                                }[];
                            } | {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                                /** @default null */
                                help: {
                                    en: string;
                                    es: string;
                                } | null;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "text";
                            })[];
                            /** @default [] */
                            always: {
                                key: string;
                                label: {
                                    en: string;
                                    es: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/site-copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The texts the owner rewrote, in English and Spanish, by key; a key left out shows the site's default */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "hero.title"?: {
                                en: string;
                                es: string;
                            };
                            "hero.text"?: {
                                en: string;
                                es: string;
                            };
                            "services.intro"?: {
                                en: string;
                                es: string;
                            };
                            "contact.intro"?: {
                                en: string;
                                es: string;
                            };
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Change texts: both languages for a key, or null to go back to the default; keys left out stay. {city} and {business} are filled in */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        "hero.title"?: {
                            en: string;
                            es: string;
                        } | null;
                        "hero.text"?: {
                            en: string;
                            es: string;
                        } | null;
                        "services.intro"?: {
                            en: string;
                            es: string;
                        } | null;
                        "contact.intro"?: {
                            en: string;
                            es: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "hero.title"?: {
                                en: string;
                                es: string;
                            };
                            "hero.text"?: {
                                en: string;
                                es: string;
                            };
                            "services.intro"?: {
                                en: string;
                                es: string;
                            };
                            "contact.intro"?: {
                                en: string;
                                es: string;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy policy and the terms as the owner saved them, in English and Spanish with the day saved; null for a page that still shows the template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            privacy: {
                                en: string;
                                es: string;
                                updated_on: string;
                            } | null;
                            terms: {
                                en: string;
                                es: string;
                                updated_on: string;
                            } | null;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/legal/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a legal page in both languages: paragraphs, `## ` headings and `- ` list items; {business}, {address}, {locality}, {email} and {phone} are filled in. Dated today */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: "privacy" | "terms";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        en: string;
                        es: string;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            privacy: {
                                en: string;
                                es: string;
                                updated_on: string;
                            } | null;
                            terms: {
                                en: string;
                                es: string;
                                updated_on: string;
                            } | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/email-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's opening and closing of each appointment email, in English and Spanish; an email left out is the product's own */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            confirmed?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            rescheduled?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            cancelled?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            reminder?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/email-texts/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save an email's opening and closing, each in both languages or null (the product's opening; no closing) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "received" | "confirmed" | "rescheduled" | "cancelled" | "reminder";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        intro: {
                            en: string;
                            es: string;
                        } | null;
                        closing: {
                            en: string;
                            es: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            confirmed?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            rescheduled?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            cancelled?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                            reminder?: {
                                intro: {
                                    en: string;
                                    es: string;
                                } | null;
                                closing: {
                                    en: string;
                                    es: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/email-texts/{kind}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The email as a client would receive it with these words, on sample facts, in one language: its subject and HTML */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "received" | "confirmed" | "rescheduled" | "cancelled" | "reminder";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        intro: {
                            en: string;
                            es: string;
                        } | null;
                        closing: {
                            en: string;
                            es: string;
                        } | null;
                        /** @enum {string} */
                        locale: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            subject: string;
                            html: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The office's rules as they apply now, and who its emails are from */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancel_cutoff_hours: number;
                            max_open_requests: number;
                            reminder_minutes_before: number;
                            reviews_shown: boolean;
                            staff_idle_minutes: number;
                            email_sender: {
                                from: string;
                                from_env: boolean;
                                placeholder: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        /** Change the office's rules: every one, each a whole number in its range */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cancel_cutoff_hours: number;
                        max_open_requests: number;
                        reminder_minutes_before: number;
                        reviews_shown: boolean;
                        staff_idle_minutes?: number;
                    };
                };
            };
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancel_cutoff_hours: number;
                            max_open_requests: number;
                            reminder_minutes_before: number;
                            reviews_shown: boolean;
                            staff_idle_minutes: number;
                            email_sender: {
                                from: string;
                                from_env: boolean;
                                placeholder: boolean;
                            };
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin's own calendar feed address (to subscribe to in a calendar app) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/calendar-feed/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new calendar feed address for the signed-in admin; their old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The office's calendar feed: pending and confirmed appointments (an admin's own address from GET /api/calendar-feed is the key) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clients by name, a page at a time, optionally those whose name, email or phone contains q */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                id: number;
                                full_name: string;
                                email: string | null;
                                phone: string | null;
                                since: string;
                                appointments: number;
                                next_appointment: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client's details and every appointment of theirs, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: number;
                                full_name: string;
                                email: string | null;
                                phone: string | null;
                                since: string;
                                appointments: number;
                                next_appointment: string | null;
                            };
                            appointments: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_name: string;
                                client_email: string | null;
                                client_phone: string | null;
                                note: string | null;
                            }[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The office's calendar of up to seven days: opening hours, appointments and blocked periods */
        get: {
            parameters: {
                query: {
                    from: string;
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            time_zone: string;
                            slot_minutes: number;
                            days: {
                                date: string;
                                hours: {
                                    opens: string;
                                    closes: string;
                                }[];
                                exception: {
                                    note: string;
                                } | null;
                            }[];
                            appointments: {
                                id: number;
                                service: string;
                                appointment_time: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed" | "no_show";
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                                client_name: string;
                                client_email: string | null;
                                client_phone: string | null;
                                note: string | null;
                                ends_at: string;
                            }[];
                            blocked_times: {
                                id: number;
                                start_time: string;
                                end_time: string;
                                reason: string | null;
                                preparer: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/reports/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many appointments of each status start this week (Monday to Sunday) and this season (the calendar year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            today: string;
                            week: {
                                from: string;
                                to: string;
                                counts: {
                                    pending: number;
                                    confirmed: number;
                                    completed: number;
                                    no_show: number;
                                    cancelled: number;
                                };
                            };
                            season: {
                                from: string;
                                to: string;
                                counts: {
                                    pending: number;
                                    confirmed: number;
                                    completed: number;
                                    no_show: number;
                                    cancelled: number;
                                };
                            };
                            preparers: {
                                id: number;
                                name: string;
                                week: {
                                    pending: number;
                                    confirmed: number;
                                    completed: number;
                                    no_show: number;
                                    cancelled: number;
                                };
                                season: {
                                    pending: number;
                                    confirmed: number;
                                    completed: number;
                                    no_show: number;
                                    cancelled: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every API key (never the key itself) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            prefix: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            created_by: string | null;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key; the answer is the only time the key is shown */
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
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            api_key: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "write";
                                prefix: string;
                                created_at: string;
                                last_used_at: string | null;
                                revoked_at: string | null;
                                created_by: string | null;
                            };
                            key: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key, at once and for good */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            prefix: string;
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            created_by: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("appointment.requested" | "appointment.confirmed" | "appointment.rescheduled" | "appointment.cancelled" | "appointment.completed" | "appointment.no_show" | "contact.received")[];
                            created_at: string;
                        }[];
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Register a webhook endpoint; the answer is the only time its signing secret is shown */
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
                        url: string;
                        events: ("appointment.requested" | "appointment.confirmed" | "appointment.rescheduled" | "appointment.cancelled" | "appointment.completed" | "appointment.no_show" | "contact.received")[];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                            webhook: {
                                id: number;
                                url: string;
                                events: ("appointment.requested" | "appointment.confirmed" | "appointment.rescheduled" | "appointment.cancelled" | "appointment.completed" | "appointment.no_show" | "contact.received")[];
                                created_at: string;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook endpoint; its waiting deliveries are withdrawn */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("appointment.requested" | "appointment.confirmed" | "appointment.rescheduled" | "appointment.cancelled" | "appointment.completed" | "appointment.no_show" | "contact.received")[];
                            created_at: string;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest 100 deliveries, with status and the endpoint's answer */
        get: {
            parameters: {
                query?: {
                    status?: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            webhook_id: string;
                            event: string;
                            url: string;
                            /** @enum {string} */
                            status: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                            attempts: number;
                            response_code: number | null;
                            last_error: string | null;
                            created_at: string;
                            due_at: string;
                            sent_at: string | null;
                        }[];
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a finished delivery again (same webhook-id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            webhook_id: string;
                            event: string;
                            url: string;
                            /** @enum {string} */
                            status: "queued" | "retrying" | "sent" | "failed" | "cancelled";
                            attempts: number;
                            response_code: number | null;
                            last_error: string | null;
                            created_at: string;
                            due_at: string;
                            sent_at: string | null;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
    "/api/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first, a page at a time
         * @description Who did what and when, from which address, with the changed fields before and after. Filters: `action` (one action such as `appointment.confirmed`, or a whole group such as `auth`), `actor` (part of the name: a user's, an API key's, or the email a failed sign-in tried), `subject_type` and `subject_id` (e.g. `appointment` and `42`), `from` and `to` (business-local days, both included). Records are never changed or deleted.
         */
        get: {
            parameters: {
                query?: {
                    action?: "appointment.confirmed" | "appointment.rescheduled" | "appointment.rescheduled_by_client" | "appointment.cancelled" | "appointment.cancelled_by_client" | "appointment.booked_for_client" | "appointment.note_changed" | "appointment.completed" | "appointment.no_show" | "appointment.reassigned" | "blocked_time.created" | "blocked_time.deleted" | "business.updated" | "business.photo_uploaded" | "business.logo_uploaded" | "hours.updated" | "hours.exception_set" | "hours.exception_removed" | "hours.preparer_updated" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.removed" | "webhook.delivery_resent" | "calendar_feed.address_read" | "calendar_feed.rotated" | "contact_message.status_changed" | "email.resent" | "auth.registered" | "auth.sign_in" | "auth.signed_out" | "auth.signed_out_elsewhere" | "auth.reauthenticated" | "auth.email_change_requested" | "auth.email_changed" | "auth.refresh_reused" | "auth.sign_in_failed" | "auth.locked_out" | "auth.password_changed" | "auth.password_reset" | "auth.mfa_enabled" | "auth.mfa_removed" | "auth.mfa_removed_by_link" | "auth.mfa_failed" | "auth.recovery_code_used" | "auth.recovery_codes_renewed" | "auth.promoted_to_admin" | "auth.role_changed" | "staff.invited" | "staff.deactivated" | "staff.reactivated" | "staff.profile_updated" | "service.created" | "service.updated" | "service.reordered" | "service.retired" | "service.restored" | "review.created" | "review.updated" | "review.reordered" | "review.hidden" | "review.shown" | "review.deleted" | "settings.updated" | "site_copy.updated" | "legal_page.updated" | "email_text.updated" | "service.intake_updated" | "intake.answered" | "intake.reviewed" | "intake.reopened" | "document.requested" | "document.uploaded" | "document.quarantined" | "document.downloaded" | "document.deleted" | "document.kept" | "document.released" | "document.expired" | "api_key.rejected" | "access.refused" | "appointment" | "blocked_time" | "business" | "hours" | "api_key" | "webhook" | "calendar_feed" | "contact_message" | "email" | "auth" | "staff" | "service" | "review" | "settings" | "site_copy" | "legal_page" | "email_text" | "intake" | "document" | "access";
                    actor?: string;
                    subject_type?: "appointment" | "blocked_time" | "business" | "media" | "hours" | "hours_exception" | "api_key" | "webhook" | "webhook_delivery" | "contact_message" | "email" | "user" | "service" | "review" | "settings" | "site_copy" | "legal_page" | "email_text";
                    subject_id?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                at: string;
                                actor: {
                                    /** @enum {string} */
                                    type: "user" | "api_key" | "anonymous";
                                    user_id: number | null;
                                    api_key_id: number | null;
                                    label: string;
                                };
                                /** @enum {string} */
                                action: "appointment.confirmed" | "appointment.rescheduled" | "appointment.rescheduled_by_client" | "appointment.cancelled" | "appointment.cancelled_by_client" | "appointment.booked_for_client" | "appointment.note_changed" | "appointment.completed" | "appointment.no_show" | "appointment.reassigned" | "blocked_time.created" | "blocked_time.deleted" | "business.updated" | "business.photo_uploaded" | "business.logo_uploaded" | "hours.updated" | "hours.exception_set" | "hours.exception_removed" | "hours.preparer_updated" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.removed" | "webhook.delivery_resent" | "calendar_feed.address_read" | "calendar_feed.rotated" | "contact_message.status_changed" | "email.resent" | "auth.registered" | "auth.sign_in" | "auth.signed_out" | "auth.signed_out_elsewhere" | "auth.reauthenticated" | "auth.email_change_requested" | "auth.email_changed" | "auth.refresh_reused" | "auth.sign_in_failed" | "auth.locked_out" | "auth.password_changed" | "auth.password_reset" | "auth.mfa_enabled" | "auth.mfa_removed" | "auth.mfa_removed_by_link" | "auth.mfa_failed" | "auth.recovery_code_used" | "auth.recovery_codes_renewed" | "auth.promoted_to_admin" | "auth.role_changed" | "staff.invited" | "staff.deactivated" | "staff.reactivated" | "staff.profile_updated" | "service.created" | "service.updated" | "service.reordered" | "service.retired" | "service.restored" | "review.created" | "review.updated" | "review.reordered" | "review.hidden" | "review.shown" | "review.deleted" | "settings.updated" | "site_copy.updated" | "legal_page.updated" | "email_text.updated" | "service.intake_updated" | "intake.answered" | "intake.reviewed" | "intake.reopened" | "document.requested" | "document.uploaded" | "document.quarantined" | "document.downloaded" | "document.deleted" | "document.kept" | "document.released" | "document.expired" | "api_key.rejected" | "access.refused";
                                subject_type: ("appointment" | "blocked_time" | "business" | "media" | "hours" | "hours_exception" | "api_key" | "webhook" | "webhook_delivery" | "contact_message" | "email" | "user" | "service" | "review" | "settings" | "site_copy" | "legal_page" | "email_text") | null;
                                subject_id: string | null;
                                ip: string | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
                /** @description The input was refused; the message names the first problem. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Not signed in (no session, or the API key is not valid). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Signed in, but not allowed to do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description Another refusal: not found, a conflict (the time was taken), too many requests. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
                        };
                    };
                };
                /** @description The server could not finish; nothing was half-written. Try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on. */
                            code: string;
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
