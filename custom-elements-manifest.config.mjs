// `npm run analyze` → custom-elements.json (shipped in the package, read by Storybook's docs pages).
// The analyzer's Lit support reads `static properties` but not their `state: true` flag, so internal reactive
// state (`_failed`, `_query`, …) would be documented as public attributes; the plugin below drops it.

/** Lit's internal reactive state: `static properties = { _x: { state: true } }`, by module path and class. */
function litInternalState() {
  /** @type {Map<string, Set<string>>} */
  const stateByClass = new Map();
  return {
    name: 'w3m-lit-internal-state',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member) || member.name.getText() !== 'properties') continue;
        if (!member.initializer || !ts.isObjectLiteralExpression(member.initializer)) continue;
        for (const property of member.initializer.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
          const isState = property.initializer.properties.some(
            (option) => ts.isPropertyAssignment(option) && option.name.getText() === 'state' && option.initializer.kind === ts.SyntaxKind.TrueKeyword,
          );
          if (!isState) continue;
          const key = `${moduleDoc.path}#${node.name.getText()}`;
          stateByClass.set(key, (stateByClass.get(key) ?? new Set()).add(property.name.getText()));
        }
      }
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        const state = stateByClass.get(`${moduleDoc.path}#${declaration.name}`);
        if (!state) continue;
        declaration.members = declaration.members?.filter((/** @type {{ name: string }} */ m) => !state.has(m.name));
        declaration.attributes = declaration.attributes?.filter((/** @type {{ fieldName?: string }} */ a) => !state.has(a.fieldName ?? ''));
      }
    },
  };
}

/**
 * `this.dispatchEvent(new W3mToastCloseEvent())` is recorded as an event with a type and no name, beside the
 * named `@fires` entry; a nameless event documents nothing.
 */
function namedEventsOnly() {
  return {
    name: 'w3m-named-events-only',
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        if (declaration.events) declaration.events = declaration.events.filter((/** @type {{ name?: string }} */ e) => e.name);
      }
    },
  };
}

/**
 * A subclass that documents its own `@csspart`s renders only those (`<appkit-connect-button>` is
 * `<w3m-button>`'s connect state alone), so it does not inherit the other parts of its superclass; nor do
 * its own subclasses (`<w3m-connect-button>`), which render what it renders.
 */
function ownPartsWin() {
  /** @type {Map<string, Set<string>>} */
  const ownParts = new Map();
  return {
    name: 'w3m-own-parts-win',
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        if (declaration.cssParts?.length) ownParts.set(declaration.name, new Set(declaration.cssParts.map((/** @type {{ name: string }} */ p) => p.name)));
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const declarations = customElementsManifest.modules.flatMap((/** @type {any} */ m) => m.declarations ?? []);
      const byName = new Map(declarations.map((/** @type {any} */ d) => [d.name, d]));
      /** The parts of the nearest class up the chain that documents its own: `<w3m-connect-button>` is an `<appkit-connect-button>`. */
      const nearestOwn = (/** @type {any} */ declaration) => {
        for (let d = declaration; d; d = byName.get(d.superclass?.name)) {
          if (ownParts.has(d.name)) return ownParts.get(d.name);
        }
        return undefined;
      };
      for (const declaration of declarations) {
        const own = nearestOwn(declaration);
        if (!own || !declaration.cssParts) continue;
        declaration.cssParts = declaration.cssParts
          .filter((/** @type {{ name: string }} */ p) => own.has(p.name))
          .map((/** @type {{ inheritedFrom?: unknown }} */ { inheritedFrom: _, ...part }) => part);
      }
    },
  };
}

export default {
  globs: ['src/**/w3m-*.ts', 'src/**/wui-*.ts', 'src/**/appkit-*.ts'],
  exclude: ['src/**/*.styles.ts'],
  litelement: true,
  plugins: [litInternalState(), namedEventsOnly(), ownPartsWin()],
};
