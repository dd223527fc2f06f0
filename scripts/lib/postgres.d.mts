export interface ThrowawayCluster {
  readonly url: string;
  restart(): Promise<void>;
  stop(): void;
}
export declare function startThrowawayCluster(): ThrowawayCluster;
