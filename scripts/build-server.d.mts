/** Types of scripts/build-server.mjs, for the TypeScript that starts the compiled server. */
export declare const SERVER_OUT_DIR: string;
export declare const SERVER_LAUNCH_FILE: string;
export declare const SERVER_INDEX_FILE: string;
export declare function serverBuildIsCurrent(): boolean;
export declare function buildServer(): Promise<void>;
