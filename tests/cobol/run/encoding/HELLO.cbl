      * HELLO - displays accented and euro text: encoding.sh shows it on
      * a terminal (a pty) and in a pipe (issue 9 items 15 and 16).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. HELLO.
       PROCEDURE DIVISION.
           DISPLAY 'HELLO, CAFÉ'
           DISPLAY 'PRICE 5 €'
           STOP RUN.
