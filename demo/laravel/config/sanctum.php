<?php

// Sanctum's setting, read by App\Http\Middleware\EnsureFrontendRequestsAreStateful:
// the hosts (with port) whose pages get a session on the API.
return [
    'stateful' => explode(',', env('SANCTUM_STATEFUL_DOMAINS', 'localhost,localhost:3000,localhost:8000,127.0.0.1,127.0.0.1:8000,::1')),
];
