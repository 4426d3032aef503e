<?php

return [
    'default' => 'public',
    'disks' => [
        // Uploaded avatars, served at /storage (routes/web.php, as `storage:link` would).
        'public' => [
            'driver' => 'local',
            'root' => storage_path('app/public'),
            'url' => '/storage',
            'visibility' => 'public',
        ],
    ],
];
