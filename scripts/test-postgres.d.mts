export declare const TEST_POSTGRES_URL: string;
export declare function postgresUnavailable(url?: string): Promise<string | null>;
export declare function testRunDatabase(url?: string): { prefix: string; databaseUrl: string };
export declare function dropSchemas(prefix: string, url?: string): Promise<number>;
