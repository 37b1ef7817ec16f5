export declare const outsideReference: RegExp;
export declare const findOutsideReferences: (text: string) => { line: number; text: string }[];
export declare const repositoryFiles: (root: string) => string[];
export declare const outsideReferencesIn: (root: string) => string[];
export declare const anchorOf: (heading: string) => string;
export declare const brokenAnchorsIn: (root: string) => string[];
