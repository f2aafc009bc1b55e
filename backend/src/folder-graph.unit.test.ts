import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The folder a file belongs to in the backend's structure: `features/<name>` for a feature, else the top folder under
 * src (`platform`, `write`, `system`, ...), `features` for the list of features and `.` for the files at the top
 * (the services and the feature contract).
 */
function folderOf(file: string): string {
  const [top, name] = relative(sourceRoot, dirname(file)).split('/');
  if (!top) return '.';
  return top === 'features' && name ? `features/${name}` : top;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The backend files each file imports (relative specifiers only: packages are outside the structure). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(sourceRoot)) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((i) => i.fileName);
    const targets = imported
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const path = resolve(dirname(file), specifier);
        if (existsSync(path) && statSync(path).isDirectory()) return join(path, 'index.ts');
        return path.endsWith('.ts') ? path : `${path}.ts`;
      });
    graph.set(file, targets);
  }
  return graph;
}

/**
 * Test code is not part of the structure: test files, and the fixtures only test code imports (a test of a feature
 * boots the whole system, so counting it would tie every folder to every other).
 */
function withoutTestCode(graph: Map<string, string[]>): Map<string, string[]> {
  const test = new Set([...graph.keys()].filter((file) => /\.test\.ts$/.test(file)));
  const importers = new Map<string, string[]>();
  for (const [file, targets] of graph) for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of graph.keys()) {
      const by = importers.get(file) ?? [];
      if (!test.has(file) && by.length > 0 && by.every((importer) => test.has(importer))) {
        test.add(file);
        grew = true;
      }
    }
  }
  return new Map([...graph].filter(([file]) => !test.has(file)).map(([file, targets]) => [file, targets.filter((t) => !test.has(t))]));
}

/** The folder graph: an edge for every import from a file of one folder to a file of another. */
function folderGraph(files: Map<string, string[]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan): the folder loops. */
function folderLoops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next++);
    stack.push(folder);
    for (const to of graph.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

describe('the folder structure of backend/src', () => {
  const graph = folderGraph(withoutTestCode(importGraph()));

  it('has no folder loop: every folder sits above the folders it imports', () => {
    expect(folderLoops(graph)).toEqual([]);
  });

  it('finds a loop when one is there', () => {
    const looped = new Map(graph);
    looped.set('platform', new Set([...(graph.get('platform') ?? []), 'features/raffles']));
    expect(folderLoops(looped).flat()).toContain('platform');
  });
});
