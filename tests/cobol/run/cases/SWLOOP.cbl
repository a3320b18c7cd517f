      * SWLOOP - external switches tested and SET again and again (the
      * interpreter keeps each condition's and each SET's switch once
      * found: the states must still follow every SET). UPSI-1 starts
      * ON (SWLOOP.args), UPSI-0 OFF; SET flips them in a loop.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SWLOOP.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           UPSI-0 IS SW0 ON STATUS IS SW0-ON OFF STATUS IS SW0-OFF
           UPSI-1 IS SW1 ON STATUS IS SW1-ON.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-I PIC 9 VALUE 0.
       01 WS-LINE PIC X(20).
       PROCEDURE DIVISION.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 4
               MOVE SPACES TO WS-LINE
               STRING 'I=' WS-I DELIMITED BY SIZE INTO WS-LINE
               IF SW0-ON DISPLAY WS-LINE ' SW0 ON'
               ELSE DISPLAY WS-LINE ' SW0 OFF' END-IF
               IF SW0-OFF DISPLAY WS-LINE ' SW0-OFF TRUE' END-IF
               IF SW1-ON DISPLAY WS-LINE ' SW1 ON'
               ELSE DISPLAY WS-LINE ' SW1 OFF' END-IF
               IF WS-I = 1 OR WS-I = 3
                   SET SW0 TO ON SW1 TO OFF
               ELSE
                   SET SW0 TO OFF SW1 TO ON
               END-IF
           END-PERFORM
           STOP RUN.
