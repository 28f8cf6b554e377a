// The shape of /cli.json (builder/plugins/cliJson.ts writes it; builder/plugins/cliTargetsMatrix.ts reads the same report), in a
// file of its own so that neither imports the other.
export interface CliFlag {
  flag: string;
  short?: string;
  value?: string;
  description: string;
}

export interface CliJson {
  name: 'extension';
  version: string;
  docs: string;
  commands: Array<{ name: string; summary: string; docs: string; outputJson: boolean; flags: CliFlag[] }>;
  globalOptions: Array<{ name: string; description: string }>;
  targets: string[];
  contracts: { envelopeSchema: number; readySchemaVersion: number; schemaUrl: string };
  errorCodes: Array<{ code: string; area: string; summary: string; warn?: boolean; emitted: boolean; docs: string }>;
}
