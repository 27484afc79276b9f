/// <reference path="../../node_modules/@wordpress/jest-console/declarations.d.ts" />
