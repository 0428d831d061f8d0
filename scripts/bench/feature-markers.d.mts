/** Feature name → a string only that feature's built code holds. */
export declare const FEATURE_MARKERS: Readonly<Record<string, string>>;
