/** The part of autocannon 9's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Worker threads that send the requests (the server keeps the main thread to itself). */
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  export interface Statistics {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Statistics;
    latency: Statistics;
    throughput: Statistics;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
