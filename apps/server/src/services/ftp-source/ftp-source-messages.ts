/** What the company's bell says about its FTP source (header, then `name: reason` lines). */
export const FTP_SOURCE_MSG = {
  refusedHeader: 'File refused from the FTP folder',
  unreachableHeader: 'FTP source unreachable',
  unreachable: (mapping: string, reason: string) => `Mapping ${mapping}: ${reason} We will try again at the next poll.`,
  notAccepted: (types: string) => `Only ${types} files are taken from this folder.`,
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
} as const;
