/** A failure the operator caused (bad input, duplicate): printed as one line, exit code 1. */
export class CliError extends Error {}
