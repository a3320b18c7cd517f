       01  (TAG)-REC.
           05  (TAG) PIC X VALUE 'Q'.
           05  A-(TAG)-B PIC X VALUE 'R'.
