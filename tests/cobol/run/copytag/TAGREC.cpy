       01  (TAG)-REC.
           05  FLG-(TAG)-NOT-OK    PIC X VALUE 'N'.
               88  FLG-(TAG)-BAD   VALUE 'Y'.
           05  (TAG)-COUNT         PIC 9(3) VALUE 7.
           05  AMT-(TAG)           PIC 9(3)V99 VALUE 1.5.
