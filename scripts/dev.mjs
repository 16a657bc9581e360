// `npm run dev`: the server (restarting on change, via Node's --watch and tsx) and Vite's dev
// server with hot reload on http://localhost:5173, which forwards /api to the server.
import { spawn } from 'node:child_process';

const processes = [
  spawn('node', ['--watch', '--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit' }),
];
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of processes) child.on('exit', stopAll);
