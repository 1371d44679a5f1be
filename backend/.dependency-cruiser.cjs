/** Domain code is pure TypeScript; contexts talk through ports, not each other's internals. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain/ may import only other domain code and the shared rules package (no NestJS, TypeORM, class-validator, swagger, platform).',
      severity: 'error',
      from: { path: '(^|/)(domain)/' },
      to: {
        pathNot: ['(^|/)domain/', '^src/shared/domain/', '(^|/)rules/(dist|src)/', '^@multyhealth/rules'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: { path: 'node_modules/(@nestjs|typeorm|class-validator|class-transformer|express|pg)' },
    },
    {
      name: 'no-reaching-into-other-contexts-infrastructure',
      comment: "A context never imports another context's infrastructure (persistence, http).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/infrastructure/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'application-depends-on-domain',
      comment:
        'Application services use their own domain (ports, rules), the shared kernel (src/shared/domain) and the shared rules package; frameworks and adapters (platform/, config/, @nestjs/jwt, TypeORM, another context) sit behind ports. NestJS decorators (@nestjs/common) are fine.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/application/', pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: [
          '^src/modules/$1/(application|domain)/',
          '^src/shared/domain/',
          '(^|/)rules/(dist|src)/|^@multyhealth/rules',
          'node_modules/@nestjs/common/',
          '^node:|^(crypto|fs|path)$',
        ],
      },
    },
    {
      name: 'domain-stays-in-its-context',
      comment: "A context's domain never imports another context's domain: shared concepts live in src/shared/domain.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/modules/[^/]+/domain/', pathNot: '^src/modules/$1/domain/' },
    },
    {
      name: 'persistence-adapter-named-by-technology',
      comment:
        'A persistence adapter (repository or reader) is named for how it reaches the database: typeorm-* maps an ORM entity, sql-* writes its statements by hand (docs/architecture.md, "Naming").',
      severity: 'error',
      from: {
        path: '/infrastructure/persistence/[^/]+\\.(repository|reader)\\.ts$',
        pathNot: '/infrastructure/persistence/(typeorm|sql)-[^/]+$',
      },
      to: {},
    },
    {
      name: 'sql-adapter-maps-no-entity',
      comment: 'An sql-* adapter writes its SQL by hand: an ORM entity in it means it should be a typeorm-* adapter.',
      severity: 'error',
      from: { path: '/infrastructure/persistence/sql-[^/]+\\.ts$' },
      to: { path: '\\.orm-entity\\.ts$' },
    },
    {
      name: 'no-orphans',
      comment: 'A file nothing imports and that imports nothing is dead code (type declarations aside).',
      severity: 'error',
      from: { orphan: true, pathNot: ['\\.d\\.ts$'] },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  required: [
    {
      name: 'typeorm-adapter-maps-an-entity',
      comment:
        'A typeorm-* adapter works through its ORM entity; one that only writes SQL by hand is an sql-* adapter.',
      severity: 'error',
      module: { path: '/infrastructure/persistence/typeorm-[^/]+\\.ts$' },
      to: { path: '\\.orm-entity\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
