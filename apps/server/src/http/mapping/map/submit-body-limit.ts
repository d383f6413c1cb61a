/** The save calls may carry Form rows with polygons for every key/value of a long sample (and a client echo of the sample). */
export const SUBMIT_BODY_LIMIT = 16 * 1024 * 1024;
