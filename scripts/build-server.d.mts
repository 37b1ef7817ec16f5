export declare const serverEntry: string;
export declare const serverBundle: string;
export declare function buildServer(options?: { outfile?: string }): Promise<void>;
