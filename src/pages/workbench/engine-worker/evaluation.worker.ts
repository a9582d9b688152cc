/**
 * The workbench's evaluation worker: one engine per page, reached through
 * comlink (client.ts), so evaluating, filtering, sorting and exporting never
 * hold up typing.
 */
import { expose } from 'comlink';
import { createEngineApi } from './engine-api.ts';
import { WorkbenchEngine } from '../engine/workbench-engine.ts';
import { yieldToMessages } from './yield-to-messages.ts';

expose(createEngineApi(new WorkbenchEngine(), yieldToMessages));
