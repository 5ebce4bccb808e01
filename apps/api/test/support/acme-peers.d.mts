import type { Agent } from 'node:https';

export const PEBBLE_BIN: string;
export const CHALLTESTSRV_BIN: string;
export function assertPebbleInstalled(): void;

export interface DnsServerAddress {
  host: string;
  port: number;
}

export class TestResolver {
  queries: { name: string; type: string }[];
  hops: { name: string; type: string; to: 'customer' | 'responder' }[];
  override(name: string, value: string[] | 'SERVFAIL' | 'HANG'): void;
  clearOverride(name: string): void;
}

export interface AcmePeers {
  dir: string;
  caBundlePath: string;
  directoryUrl: string;
  checkDnsServers: string;
  caView: TestResolver;
  checkView: TestResolver;
  zone: string;
  logs: { pebble: string; challtestsrv: string };
  setResponder(server: DnsServerAddress): void;
  setTxt(host: string, value: string): Promise<void>;
  addTxt(host: string, value: string): Promise<void>;
  clearTxt(host: string): Promise<void>;
  setCname(host: string, target: string): Promise<void>;
  clearCname(host: string): Promise<void>;
  certStatus(serialHex: string): Promise<{ Status: string; [k: string]: unknown }>;
  rootPem(): Promise<string>;
  httpsAgent(): Agent;
  restartPebble(): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export function startAcmePeers(options?: { zone?: string; authzReuse?: number }): Promise<AcmePeers>;
export function dnsQuery(server: DnsServerAddress, name: string, type: string, options?: { timeoutMs?: number; recursion?: boolean }): Promise<{ rcode: string; answers: { type: string; name: string; data: unknown }[] }>;
export function freeDnsPort(): Promise<number>;
